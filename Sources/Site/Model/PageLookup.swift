import Core

/// A page's position by a string the page already holds (its URL, its Content/ path). The strings are not
/// copied: the table holds positions only, 4 bytes a slot, and a lookup compares the key with the page's
/// own string. A `[String: Int]` of every page's held 84 bytes a page at 100,000 pages, two of them a build.
struct PageLookup: Sendable {
    /// Which of a page's strings the table is keyed by.
    enum Key: Sendable {
        case url
        case contentPath

        func of(_ page: Page) -> String {
            switch self {
            case .url: page.route.url
            case .contentPath: page.contentPath
            }
        }
    }

    private let key: Key
    private let pages: [Page]
    /// Open-addressed, a power of two at least twice the page count: a position plus one, 0 for an empty slot.
    private let slots: [Int32]

    /// A table of `pages` by `key`; of pages with the same key, the last is found.
    init(_ pages: [Page], by key: Key) {
        self.key = key
        self.pages = pages
        var capacity = 2
        while capacity < pages.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        for (position, page) in pages.enumerated() {
            let slot = Self.slot(of: key.of(page), in: slots, pages: pages, by: key)
            slots[slot] = Int32(position + 1)
        }
        self.slots = slots
    }

    /// The same table over other pages that have the same keys at the same positions.
    init(_ pages: [Page], sameKeysAs other: PageLookup) {
        key = other.key
        self.pages = pages
        slots = other.slots
    }

    /// The position of the page whose key is `text`, nil when no page has it.
    subscript(_ text: String) -> Int? {
        let stored = slots[Self.slot(of: text, in: slots, pages: pages, by: key)]
        return stored == 0 ? nil : Int(stored - 1)
    }

    /// The slot that holds `text`'s page, else the empty slot where it would go.
    private static func slot(of text: String, in slots: [Int32], pages: [Page], by key: Key) -> Int {
        let mask = slots.count - 1
        var slot = FNV1a.slotHash(text.utf8) & mask
        while slots[slot] != 0, key.of(pages[Int(slots[slot] - 1)]) != text {
            slot = (slot + 1) & mask
        }
        return slot
    }
}
