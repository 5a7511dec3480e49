import Templates

/// Translates a Liquid expression — a value or condition with filters (`site.data.team | size`,
/// `page.tags contains "swift" and site.show`) — to sitegen's template language, or says why it cannot.
struct LiquidExpression {
    /// The keys of site.json's `params`, which Jekyll's `site.KEY` of the configuration become.
    var siteParams: Set<String>
    /// Whether `include.KEY` is an argument of the template being converted (an include), not a page's.
    var inInclude = false
    /// The arguments of the `include_relative` whose file is being inlined, by name, as sitegen expressions: what
    /// `include.KEY` is there (nothing, for a key not passed). Nil outside such a file.
    var inlinedArguments: [String: String]?
    /// The moment Jekyll's `site.time` (the time of the build) stands for: the import's, since sitegen's output depends
    /// on its inputs alone. Nil: `site.time` does not convert.
    var importTime: String?
    /// The `section` sitegen's `site.pages` gives posts: `posts`, when every post is in the top `_posts` folder. Nil:
    /// `site.posts`, `site.categories` and `site.tags` do not convert.
    var postsSection: String?
    /// Whether the configuration turns jekyll-paginate on (`paginate`): `paginator` is then one page of every post.
    var paginates = false
    /// The variables that hold a post (a loop's over posts, an `assign` of one), and those that hold a list of posts.
    private(set) var pageVariables: Set<String> = []
    private(set) var pageListVariables: Set<String> = []

    /// What a value holds, when it is a post or posts.
    enum Kind {
        case page, pages
    }

    struct Failure: Error {
        var why: String
    }

    /// `site.KEY`s whose value sitegen's `site` has under the same name or another.
    private static let siteMembers: [String: String] = ["title": "site.title", "description": "site.description", "author": "site.author", "lang": "site.language", "locale": "site.language", "data": "site.data"]
    /// `page.KEY`s sitegen's `page` has.
    private static let pageMembers: Set<String> = ["title", "url", "permalink", "date", "description", "tags", "layout", "slug"]
    /// Liquid's filters that sitegen has, under their sitegen names.
    private static let filters: [String: String] = [
        "relative_url": "url", "absolute_url": "absolute_url", "downcase": "lower", "upcase": "upper", "capitalize": "capitalize",
        "escape": "escape", "xml_escape": "escape", "size": "length", "first": "first", "last": "last", "join": "join", "sort": "sort",
        "reverse": "reverse", "where": "where", "map": "map", "default": "default", "date": "date", "jsonify": "json", "inspect": "json",
        "slugify": "slugify", "strip_html": "striptags", "truncate": "truncate", "replace": "replace", "markdownify": "markdown",
        "split": "split", "slice": "slice", "group_by": "group_by",
        "plus": "plus", "minus": "minus", "times": "times", "divided_by": "divided_by", "modulo": "modulo",
    ]
    /// Jekyll's date filters, as `date` formats.
    private static let dateFormats = ["date_to_string": "%d %b %Y", "date_to_long_string": "%d %B %Y", "date_to_xmlschema": "%Y-%m-%dT%H:%M:%S%:z"]

    /// A value followed by filters.
    func translate(_ expression: String) throws(Failure) -> String {
        var parts = try Self.split(expression, at: "|")
        var output = try condition(parts.removeFirst())
        for filter in parts {
            output = try apply(filter, to: output)
        }
        return output
    }

    /// `a == b and c contains d`: Liquid groups `and` and `or` from the right, which the parentheses keep.
    func condition(_ text: String) throws(Failure) -> String {
        let tokens = try Self.tokens(text)
        guard !tokens.isEmpty else { throw Failure(why: "an empty expression") }
        var comparisons: [[String]] = [[]]
        var joins: [String] = []
        for token in tokens {
            if token == "and" || token == "or" {
                joins.append(token)
                comparisons.append([])
            } else {
                comparisons[comparisons.count - 1].append(token)
            }
        }
        var output = try comparison(comparisons.removeLast())
        var isJoined = false
        for (join, left) in zip(joins, comparisons).reversed() {
            output = try comparison(left) + " \(join) " + (isJoined ? "(\(output))" : output)
            isJoined = true
        }
        return output
    }

    private func comparison(_ tokens: [String]) throws(Failure) -> String {
        switch tokens.count {
        case 1: return try operand(tokens[0])
        case 3:
            let (left, operation, right) = (tokens[0], tokens[1], tokens[2])
            if right == "empty" || right == "blank" {
                guard operation == "==" || operation == "!=" else { throw Failure(why: "'\(operation) \(right)'") }
                return operation == "==" ? "not \(try operand(left))" : try operand(left)
            }
            switch operation {
            case "contains": return "\(try operand(right)) in \(try operand(left))"
            case "==", "!=", "<", ">", "<=", ">=": return "\(try operand(left)) \(operation) \(try operand(right))"
            case "<>": return "\(try operand(left)) != \(try operand(right))"
            default: throw Failure(why: "the operator '\(operation)'")
            }
        default:
            throw Failure(why: "the expression '\(tokens.joined(separator: " "))'")
        }
    }

    /// A literal or a variable's path, as sitegen names it.
    func operand(_ token: String) throws(Failure) -> String {
        if token.first == "\"" || token.first == "'" { return TemplateText.literal(String(token.dropFirst().dropLast())) }
        if token.first?.isNumber == true || token.first == "-" {
            guard Self.isNumber(token) else { throw Failure(why: "'\(token)'") }
            return token
        }
        switch token {
        case "true", "false": return token
        case "nil", "null": return "null"
        default: return try path(token)
        }
    }

    private func path(_ token: String) throws(Failure) -> String {
        let root = token.prefix { $0 != "." && $0 != "[" }
        let rest = token.dropFirst(root.count)
        let member = rest.hasPrefix(".") ? String(rest.dropFirst().prefix { $0 != "." && $0 != "[" }) : ""
        let afterMember = rest.dropFirst(member.isEmpty ? 0 : member.count + 1)
        guard rest.allSatisfy({ $0.isLetter || $0.isNumber || "._-[]\"'".contains($0) }) else { throw Failure(why: "'\(token)'") }
        switch root {
        case "site":
            if member == "baseurl" || member == "url" { return "\"\"" }
            if member == "time", afterMember.isEmpty, let importTime { return TemplateText.literal(importTime) }
            if let mapped = Self.siteMembers[member] { return Self.members(afterMember, of: mapped) }
            if ["posts", "categories", "tags"].contains(member) { return try posts(member, afterMember) }
            guard siteParams.contains(member) else { throw Failure(why: "'site.\(member)', which sitegen's site has no value for") }
            return Self.members("." + member + afterMember, of: "site.params")
        case "page":
            guard !member.isEmpty else { throw Failure(why: "'page' as a whole") }
            if Self.pageMembers.contains(member) { return Self.members(afterMember, of: "page." + member) }
            guard !["content", "excerpt", "next", "previous", "path", "dir", "name", "id", "collection", "categories", "output"].contains(member) else {
                throw Failure(why: "'page.\(member)', which a page's body cannot see")
            }
            return Self.members("." + member + afterMember, of: "page.params")
        case "forloop":
            guard ["index", "index0", "first", "last", "length"].contains(member) else { throw Failure(why: "'forloop.\(member)'") }
            return Self.members(afterMember, of: "loop." + member)
        case "include":
            if let inlinedArguments, !member.isEmpty {
                guard let value = inlinedArguments[member] else { return "null" }
                // A literal has no members; a variable's path takes them on.
                guard afterMember.isEmpty || value.first.map({ $0.isLetter || $0 == "_" }) == true else { throw Failure(why: "'\(token)'") }
                return Self.members(afterMember, of: value)
            }
            guard inInclude, !member.isEmpty else { throw Failure(why: "'include.\(member)' outside an include") }
            return Self.members(afterMember, of: Self.argumentName(member))
        case "paginator" where paginates:
            return try paginator(member, afterMember)
        case "content", "paginator", "jekyll", "layout", "theme", "loop", "args", "inner":
            throw Failure(why: "'\(root)', which a page's body cannot see")
        default:
            guard Self.isName(root) else { throw Failure(why: "'\(token)'") }
            if pageVariables.contains(String(root)) { return try Self.pageMembers(rest, of: String(root), kind: .page) }
            if pageListVariables.contains(String(root)) { return try Self.pageMembers(rest, of: String(root), kind: .pages) }
            return Self.members(rest, of: String(root))
        }
    }

    /// `site.posts`, `site.categories[name]` or `site.tags[name]` and the members after it: the pages of the posts'
    /// section, newest first as Jekyll lists posts, those of a category or tag picked by `where`.
    private func posts(_ member: String, _ after: Substring) throws(Failure) -> String {
        guard let postsSection else {
            throw Failure(why: "'site.\(member)', with posts in folders other than the top _posts, which sitegen's site.pages does not tell apart")
        }
        // Without the section's index page (the import's `posts/_index.md`), which is no post.
        let posts = "site.pages | where: \"section\", \(TemplateText.literal(postsSection)) | where: \"is_index\", false"
        guard member != "posts" else { return try Self.pageMembers(after, of: "(\(posts))", kind: .pages) }
        guard after.first == "[", let close = after.firstIndex(of: "]") else {
            throw Failure(why: "'site.\(member)' as a whole, which sitegen's site has no value for")
        }
        let name = try operand(String(after[after.index(after: after.startIndex)..<close]).trimming(" "))
        let key = member == "categories" ? "params.categories" : "tags"
        return try Self.pageMembers(after[after.index(after: close)...], of: "(\(posts) | where: \"\(key)\", \(name))", kind: .pages)
    }

    /// jekyll-paginate's `paginator` as one page that lists every post, newest first: sitegen makes no `/page2/`, and
    /// the posts a reader would page through stay on the page.
    private func paginator(_ member: String, _ after: Substring) throws(Failure) -> String {
        switch member {
        case "posts": return try posts("posts", after)
        case "per_page", "total_posts": return Self.members(after, of: "(\(try posts("posts", "")) | length)")
        case "page", "total_pages": return "1"
        case "previous_page", "next_page", "previous_page_path", "next_page_path": return "null"
        default: throw Failure(why: "'paginator.\(member)'")
        }
    }

    /// `base`, a post or list of posts, and Liquid's members after it, as sitegen names them: a list's `[n]`, `.first`
    /// and `.last` are a post, whose fields are the page's that sitegen has (`excerpt` its `summary`) or its front
    /// matter's `params`.
    private static func pageMembers(_ text: Substring, of base: String, kind: Kind) throws(Failure) -> String {
        guard let first = text.first else { return base }
        let part = text.dropFirst().prefix { $0 != "." && $0 != "[" }
        switch (kind, first) {
        case (.pages, "["):
            guard let close = text.firstIndex(of: "]"), text[text.index(after: text.startIndex)..<close].allSatisfy(\.isNumber) else {
                throw Failure(why: "'\(text)' of a list of posts")
            }
            return try pageMembers(text[text.index(after: close)...], of: base + text[...close], kind: .page)
        case (.pages, "."):
            let rest = text.dropFirst(part.count + 1)
            switch part {
            case "first", "last": return try pageMembers(rest, of: "(\(base) | \(part))", kind: .page)
            case "size": return members(rest, of: "(\(base) | length)")
            default: throw Failure(why: "'\(part)' of a list of posts")
            }
        case (.page, "."):
            return members(text.dropFirst(part.count + 1), of: base + (try pageField(String(part))))
        default:
            throw Failure(why: "'\(text)' of a post")
        }
    }

    /// A Jekyll post's field as sitegen's page in a body has it.
    private static func pageField(_ name: String) throws(Failure) -> String {
        switch name {
        case "title", "url", "permalink", "date", "description", "tags", "layout", "slug", "summary", "content": "." + name
        case "excerpt": ".summary"
        case "id": ".url"
        case "output", "next", "previous", "path", "dir", "name", "collection":
            throw Failure(why: "'\(name)' of a post, which a page's body cannot see")
        default: ".params" + (isName(name) ? "." + name : "[" + TemplateText.literal(name) + "]")
        }
    }

    /// What `expression` holds, when it is a post or a list of posts: `site.posts`, a category's or tag's, a variable
    /// that holds them; one of a list (`[0]`, `.first`); those lists through `where`, `sort`, `reverse`, `first`.
    func kind(of expression: String) -> Kind? {
        guard let parts = try? Self.split(expression, at: "|"), let whole = parts.first else { return nil }
        var value = Substring(whole)
        var isOneOfList = false
        if value.hasSuffix("]"), let open = value.lastIndex(of: "["), value[value.index(after: open)...].dropLast().allSatisfy({ $0.isNumber }) {
            value = value[..<open]
            isOneOfList = true
        } else if value.hasSuffix(".first") || value.hasSuffix(".last") {
            value = value[..<value.lastIndex(of: ".")!]
            isOneOfList = true
        }
        let isCategory = (value.hasPrefix("site.categories[") || value.hasPrefix("site.tags[")) && value.hasSuffix("]") && value.count(where: { $0 == "[" }) == 1
        var kind: Kind? = if value == "site.posts" || (paginates && value == "paginator.posts") || isCategory || pageListVariables.contains(String(value)) { .pages }
            else if pageVariables.contains(String(value)) { .page } else { nil }
        if isOneOfList { kind = kind == .pages ? .page : nil }
        for filter in parts.dropFirst() {
            let name = filter.prefix { $0 != ":" }.trimming(" ")
            switch (kind, name) {
            case (.pages, "where"), (.pages, "sort"), (.pages, "reverse"), (.pages, "offset"), (.pages, "limit"): continue
            case (.pages, "first"), (.pages, "last"): kind = .page
            default: kind = nil
            }
        }
        return kind
    }

    /// From now on, `variable` holds what `kind` says.
    mutating func bind(_ variable: String, to kind: Kind?) {
        pageVariables.remove(variable)
        pageListVariables.remove(variable)
        switch kind {
        case .page?: pageVariables.insert(variable)
        case .pages?: pageListVariables.insert(variable)
        case nil: break
        }
    }

    /// What `variable` holds now.
    func kind(ofVariable variable: String) -> Kind? {
        pageVariables.contains(variable) ? .page : pageListVariables.contains(variable) ? .pages : nil
    }

    /// Whether `token` is a number as both Liquid and sitegen's templates write it: `3`, `-2`, `0.5`.
    private static func isNumber(_ token: String) -> Bool {
        let unsigned = token.hasPrefix("-") ? token.dropFirst() : Substring(token)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// A variable a tag sets (`assign`, `capture`, `for`), which must be a name in sitegen's templates too.
    static func variable<Text: StringProtocol>(_ text: Text) throws(Failure) -> String {
        guard isName(text) else { throw Failure(why: "the variable name '\(text)'") }
        return String(text)
    }

    /// Whether `text` is a name sitegen's templates read as written: ASCII letters, digits and `_`, not starting with a digit.
    private static func isName<Text: StringProtocol>(_ text: Text) -> Bool {
        guard let first = text.first, !first.isNumber else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// An include's argument as its shortcode's variable: `with-tabs` as `with_tabs`.
    static func argumentName(_ name: String) -> String {
        name.replacingOccurrences(of: "-", with: "_")
    }

    /// `.name` members as sitegen reads them: one that is not a word (`.version-badge`) in brackets.
    /// `base` and Liquid's members after it, as sitegen names them: `.first`, `.last` and `.size` of an array are
    /// filters there (`(site.data.releases | last).tag`).
    private static func members<Text: StringProtocol>(_ text: Text, of base: String) -> String {
        var output = base
        var rest = Substring(text)
        while let first = rest.first {
            let part = rest.dropFirst().prefix { $0 != "." && $0 != "[" }
            if first == ".", let filter = ["first": "first", "last": "last", "size": "length"][String(part)] {
                output = "(\(output) | \(filter))"
            } else if first == ".", !isName(part) {
                output += "[" + TemplateText.literal(String(part)) + "]"
            } else {
                output += String(first) + part
            }
            rest = rest.dropFirst(part.count + 1)
        }
        return output
    }

    private func apply(_ filter: String, to input: String) throws(Failure) -> String {
        let colon = filter.firstIndex(of: ":")
        let name = filter[..<(colon ?? filter.endIndex)].trimming(" \n")
        let arguments = try colon.map { index throws(Failure) in try Self.split(String(filter[filter.index(after: index)...]), at: ",").map { text throws(Failure) in try operand(text.trimming(" \n")) } } ?? []
        switch name {
        case "append": return "(\(input)) ~ \(arguments.first ?? "\"\"")"
        case "prepend": return "\(arguments.first ?? "\"\"") ~ (\(input))"
        case "remove": return "\(input) | replace: \(arguments.first ?? "\"\""), \"\""
        case "strip_newlines": return "\(input) | replace: \"\\n\", \"\""
        case "smartify": return input
        // Loop options, no filters: Liquid passes a value through a filter it does not know unchanged.
        case "offset", "limit": return input
        case "date":
            // A format sitegen's `date` cannot write would stop the build: it does not convert.
            let written = colon.map { filter[filter.index(after: $0)...].trimming(" \n").trimmingQuotes } ?? ""
            guard DateFormat.knowsEvery(directiveOf: written) else { throw Failure(why: "the date format '\(written)', which sitegen's date filter cannot write") }
            return input + " | date" + (arguments.isEmpty ? "" : ": " + arguments.joined(separator: ", "))
        default:
            if let format = Self.dateFormats[name] { return "\(input) | date: \(TemplateText.literal(format))" }
            guard let mapped = Self.filters[name] else { throw Failure(why: "the filter '\(name)', which sitegen does not have") }
            return input + " | " + mapped + (arguments.isEmpty ? "" : ": " + arguments.joined(separator: ", "))
        }
    }

    /// `text` split at `separator` outside quotes.
    static func split(_ text: String, at separator: Character) throws(Failure) -> [String] {
        var parts = [""]
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == separator {
                parts.append("")
                continue
            }
            parts[parts.count - 1].append(character)
        }
        guard quote == nil else { throw Failure(why: "an unclosed quote") }
        return parts.map { $0.trimming(" \n\t") }
    }

    /// The words of an expression: quoted strings, paths and numbers, operators.
    static func tokens(_ text: String) throws(Failure) -> [String] {
        var tokens: [String] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first.isWhitespace {
                rest = rest.dropFirst()
            } else if first == "\"" || first == "'" {
                guard let close = rest.dropFirst().firstIndex(of: first) else { throw Failure(why: "an unclosed quote") }
                tokens.append(String(rest[...close]))
                rest = rest[rest.index(after: close)...]
            } else if "=!<>".contains(first) {
                let operation = rest.prefix { "=!<>".contains($0) }
                tokens.append(String(operation))
                rest = rest.dropFirst(operation.count)
            } else if first == "(" {
                throw Failure(why: "a range '(…)'")
            } else {
                var word = ""
                var bracketQuote: Character?
                while let character = rest.first, bracketQuote != nil || !(character.isWhitespace || "=!<>".contains(character)) {
                    if bracketQuote == character { bracketQuote = nil } else if bracketQuote == nil, character == "\"" || character == "'" { bracketQuote = character }
                    word.append(character)
                    rest = rest.dropFirst()
                }
                tokens.append(word)
            }
        }
        return tokens
    }
}
