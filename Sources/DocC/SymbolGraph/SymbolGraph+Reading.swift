import Core

/// Reading a symbol graph's JSON straight into its types, member by member: a graph of a large module runs
/// to megabytes, and a tree of it (or Foundation's decoder) costs several times the reading. Members a page
/// does not show are skipped, checked as JSON all the same; a missing one is an error at its object.
extension SymbolGraph {
    /// The graph `source` holds.
    init(_ source: SourceText) throws(Diagnostic) {
        var json = JSONScanner(source)
        try self.init(reading: &json)
    }

    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var module: Module?, symbols: [Symbol]?, relationships: [Relationship]?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "module": module = try Module(reading: &json)
            case "symbols": symbols = try json.array { json throws(Diagnostic) in try Symbol(reading: &json) }
            case "relationships": relationships = try json.array { json throws(Diagnostic) in try Relationship(reading: &json) }
            default: try json.skipValue()
            }
        }
        try json.finish()
        self.init(module: try json.required(module, "module", inObjectAt: start),
                  symbols: try json.required(symbols, "symbols", inObjectAt: start),
                  relationships: try json.required(relationships, "relationships", inObjectAt: start))
    }
}

extension SymbolGraph.Module {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var name: String?
        try json.readObject { json, key throws(Diagnostic) in
            if key == "name" { name = try json.readString() } else { try json.skipValue() }
        }
        self.init(name: try json.required(name, "name", inObjectAt: start))
    }
}

extension SymbolGraph.Symbol {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var kind: SymbolGraph.Kind?, identifier: SymbolGraph.Identifier?, pathComponents: [String]?
        var names: SymbolGraph.Names?, accessLevel: String?
        var docComment: SymbolGraph.DocComment?, declarationFragments: [SymbolGraph.Fragment]?
        var availability: [SymbolGraph.Availability]?, swiftExtension: SymbolGraph.SwiftExtension?
        var functionSignature: SymbolGraph.FunctionSignature?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "kind": kind = try SymbolGraph.Kind(reading: &json)
            case "identifier": identifier = try SymbolGraph.Identifier(reading: &json)
            case "pathComponents": pathComponents = try json.array { json throws(Diagnostic) in try json.readString() }
            case "names": names = try SymbolGraph.Names(reading: &json)
            case "accessLevel": accessLevel = try json.readString()
            case "docComment": docComment = try json.optional { json throws(Diagnostic) in try SymbolGraph.DocComment(reading: &json) }
            case "declarationFragments": declarationFragments = try json.optional(SymbolGraph.Fragment.array)
            case "availability":
                availability = try json.optional { json throws(Diagnostic) in
                    try json.array { json throws(Diagnostic) in try SymbolGraph.Availability(reading: &json) }
                }
            case "swiftExtension": swiftExtension = try json.optional { json throws(Diagnostic) in try SymbolGraph.SwiftExtension(reading: &json) }
            case "functionSignature":
                functionSignature = try json.optional { json throws(Diagnostic) in try SymbolGraph.FunctionSignature(reading: &json) }
            default: try json.skipValue()
            }
        }
        self.init(kind: try json.required(kind, "kind", inObjectAt: start),
                  identifier: try json.required(identifier, "identifier", inObjectAt: start),
                  pathComponents: try json.required(pathComponents, "pathComponents", inObjectAt: start),
                  names: try json.required(names, "names", inObjectAt: start), docComment: docComment,
                  declarationFragments: declarationFragments,
                  accessLevel: try json.required(accessLevel, "accessLevel", inObjectAt: start), availability: availability,
                  swiftExtension: swiftExtension, functionSignature: functionSignature)
    }
}

extension SymbolGraph.Kind {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var identifier: String?, displayName: String?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "identifier": identifier = try json.readString()
            case "displayName": displayName = try json.readString()
            default: try json.skipValue()
            }
        }
        self.init(identifier: try json.required(identifier, "identifier", inObjectAt: start),
                  displayName: try json.required(displayName, "displayName", inObjectAt: start))
    }
}

extension SymbolGraph.Identifier {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var precise: String?, interfaceLanguage: String?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "precise": precise = try json.readString()
            case "interfaceLanguage": interfaceLanguage = try json.readString()
            default: try json.skipValue()
            }
        }
        self.init(precise: try json.required(precise, "precise", inObjectAt: start),
                  interfaceLanguage: try json.required(interfaceLanguage, "interfaceLanguage", inObjectAt: start))
    }
}

extension SymbolGraph.Names {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var title: String?, navigator: [SymbolGraph.Fragment]?, subHeading: [SymbolGraph.Fragment]?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "title": title = try json.readString()
            case "navigator": navigator = try json.optional(SymbolGraph.Fragment.array)
            case "subHeading": subHeading = try json.optional(SymbolGraph.Fragment.array)
            default: try json.skipValue()
            }
        }
        self.init(title: try json.required(title, "title", inObjectAt: start), navigator: navigator, subHeading: subHeading)
    }
}

extension SymbolGraph.Fragment {
    static func array(reading json: inout JSONScanner) throws(Diagnostic) -> [Self] {
        try json.array { json throws(Diagnostic) in try Self(reading: &json) }
    }

    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var kind: String?, spelling: String?, preciseIdentifier: String?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "kind": kind = try json.readString()
            case "spelling": spelling = try json.readString()
            case "preciseIdentifier": preciseIdentifier = try json.optional { json throws(Diagnostic) in try json.readString() }
            default: try json.skipValue()
            }
        }
        self.init(kind: try json.required(kind, "kind", inObjectAt: start),
                  spelling: try json.required(spelling, "spelling", inObjectAt: start), preciseIdentifier: preciseIdentifier)
    }
}

extension SymbolGraph.FunctionSignature {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        var parameters: [Parameter]?, returns: [SymbolGraph.Fragment]?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "parameters":
                parameters = try json.optional { json throws(Diagnostic) in
                    try json.array { json throws(Diagnostic) in try Parameter(reading: &json) }
                }
            case "returns": returns = try json.optional(SymbolGraph.Fragment.array)
            default: try json.skipValue()
            }
        }
        self.init(parameters: parameters, returns: returns)
    }
}

extension SymbolGraph.FunctionSignature.Parameter {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        var declarationFragments: [SymbolGraph.Fragment]?
        try json.readObject { json, key throws(Diagnostic) in
            if key == "declarationFragments" { declarationFragments = try json.optional(SymbolGraph.Fragment.array) } else { try json.skipValue() }
        }
        self.init(declarationFragments: declarationFragments)
    }
}

extension SymbolGraph.DocComment {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var lines: [Line]?, module: String?, uri: String?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "lines": lines = try json.array { json throws(Diagnostic) in try Line(reading: &json) }
            case "module": module = try json.optional { json throws(Diagnostic) in try json.readString() }
            case "uri": uri = try json.optional { json throws(Diagnostic) in try json.readString() }
            default: try json.skipValue()
            }
        }
        self.init(lines: try json.required(lines, "lines", inObjectAt: start), module: module, uri: uri)
    }
}

extension SymbolGraph.DocComment.Line {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var text: String?, range: SymbolGraph.DocComment.Range?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "text": text = try json.readString()
            case "range": range = try json.optional { json throws(Diagnostic) in try SymbolGraph.DocComment.Range(reading: &json) }
            default: try json.skipValue()
            }
        }
        self.init(text: try json.required(text, "text", inObjectAt: start), range: range)
    }
}

extension SymbolGraph.DocComment.Range {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var position: SymbolGraph.DocComment.Position?
        try json.readObject { json, key throws(Diagnostic) in
            if key == "start" { position = try SymbolGraph.DocComment.Position(reading: &json) } else { try json.skipValue() }
        }
        self.init(start: try json.required(position, "start", inObjectAt: start))
    }
}

extension SymbolGraph.DocComment.Position {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var line: Int?, character: Int?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "line": line = try json.readInt()
            case "character": character = try json.readInt()
            default: try json.skipValue()
            }
        }
        self.init(line: try json.required(line, "line", inObjectAt: start),
                  character: try json.required(character, "character", inObjectAt: start))
    }
}

extension SymbolGraph.Availability {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        var availability = Self()
        try json.readObject { json, key throws(Diagnostic) in
            func string() throws(Diagnostic) -> String? { try json.optional { json throws(Diagnostic) in try json.readString() } }
            func version() throws(Diagnostic) -> SymbolGraph.Version? {
                try json.optional { json throws(Diagnostic) in try SymbolGraph.Version(reading: &json) }
            }
            func flag() throws(Diagnostic) -> Bool? { try json.optional { json throws(Diagnostic) in try json.readBool() } }
            switch key {
            case "domain": availability.domain = try string()
            case "introduced": availability.introduced = try version()
            case "deprecated": availability.deprecated = try version()
            case "obsoleted": availability.obsoleted = try version()
            case "message": availability.message = try string()
            case "renamed": availability.renamed = try string()
            case "isUnconditionallyDeprecated": availability.isUnconditionallyDeprecated = try flag()
            case "isUnconditionallyUnavailable": availability.isUnconditionallyUnavailable = try flag()
            default: try json.skipValue()
            }
        }
        self = availability
    }
}

extension SymbolGraph.Version {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var major: Int?, minor: Int?, patch: Int?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "major": major = try json.readInt()
            case "minor": minor = try json.optional { json throws(Diagnostic) in try json.readInt() }
            case "patch": patch = try json.optional { json throws(Diagnostic) in try json.readInt() }
            default: try json.skipValue()
            }
        }
        self.init(major: try json.required(major, "major", inObjectAt: start), minor: minor, patch: patch)
    }
}

extension SymbolGraph.SwiftExtension {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var extendedModule: String?, typeKind: String?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "extendedModule": extendedModule = try json.readString()
            case "typeKind": typeKind = try json.optional { json throws(Diagnostic) in try json.readString() }
            default: try json.skipValue()
            }
        }
        self.init(extendedModule: try json.required(extendedModule, "extendedModule", inObjectAt: start), typeKind: typeKind)
    }
}

extension SymbolGraph.Relationship {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var kind: String?, source: String?, target: String?, targetFallback: String?, sourceOrigin: SymbolGraph.SourceOrigin?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "kind": kind = try json.readString()
            case "source": source = try json.readString()
            case "target": target = try json.readString()
            case "targetFallback": targetFallback = try json.optional { json throws(Diagnostic) in try json.readString() }
            case "sourceOrigin": sourceOrigin = try json.optional { json throws(Diagnostic) in try SymbolGraph.SourceOrigin(reading: &json) }
            default: try json.skipValue()
            }
        }
        self.init(kind: try json.required(kind, "kind", inObjectAt: start), source: try json.required(source, "source", inObjectAt: start),
                  target: try json.required(target, "target", inObjectAt: start), targetFallback: targetFallback, sourceOrigin: sourceOrigin)
    }
}

extension SymbolGraph.SourceOrigin {
    init(reading json: inout JSONScanner) throws(Diagnostic) {
        let start = json.offset
        var identifier: String?, displayName: String?
        try json.readObject { json, key throws(Diagnostic) in
            switch key {
            case "identifier": identifier = try json.readString()
            case "displayName": displayName = try json.readString()
            default: try json.skipValue()
            }
        }
        self.init(identifier: try json.required(identifier, "identifier", inObjectAt: start),
                  displayName: try json.required(displayName, "displayName", inObjectAt: start))
    }
}
