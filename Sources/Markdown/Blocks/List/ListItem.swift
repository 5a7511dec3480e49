/// List items continue while lines are indented past the marker; lists group items with matching markers.
extension BlockParser {
    mutating func continueItem(_ item: Int) -> Bool {
        let marker = nodes[item].listMarker
        if indent >= marker.markerOffset + marker.padding {
            advanceOffset(marker.markerOffset + marker.padding, columns: true)
            return true
        }
        if blank && !nodes[item].children.isEmpty {
            advanceOffset(nextNonspace - offset, columns: false)
            return true
        }
        return false
    }

    mutating func startListItem(_ container: inout Int) -> Bool {
        guard let marker = parseListMarker(interruptsParagraph: nodes[container].kind == .paragraph) else { return false }
        if nodes[container].kind != .list || !nodes[container].listMarker.matches(marker) {
            container = addChild(.list, to: container)
            nodes[container].listMarker = marker
        }
        container = addChild(.item, to: container)
        nodes[container].listMarker = marker
        if extensions.contains(.kramdownAttributes) { readItemAttributeList(container) }
        return true
    }

    /// A list is loose when a blank line separates two of its items or two blocks of an item.
    mutating func finalizeList(_ list: Int) {
        var isTight = true
        let items = nodes[list].children
        outer: for (position, item) in items.enumerated() {
            let hasNextItem = position + 1 < items.count
            if nodes[item].lastLineBlank && hasNextItem {
                isTight = false
                break
            }
            let children = nodes[item].children
            for (childPosition, child) in children.enumerated() where hasNextItem || childPosition + 1 < children.count {
                if endsWithBlankLine(child) {
                    isTight = false
                    break outer
                }
            }
        }
        nodes[list].listMarker.isTight = isTight
    }

    private func endsWithBlankLine(_ node: Int) -> Bool {
        var current = node
        while true {
            if nodes[current].lastLineBlank { return true }
            let kind = nodes[current].kind
            guard kind == .list || kind == .item, let last = nodes[current].children.last else { return false }
            current = last
        }
    }
}
