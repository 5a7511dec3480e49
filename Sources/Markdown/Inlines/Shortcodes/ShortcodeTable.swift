/// The shortcodes sitegen knows: every emoji by its gemoji names (GitHub's, which pymdownx.emoji,
/// jemoji and Hugo use), and icons of MkDocs Material's sets (Material Design, Octicons, Font Awesome, Simple Icons)
/// whose meaning a Unicode symbol carries (`check` ✓, `arrow-right` →, `heart` ♥, `page-layout-header` ⬒). Brand logos and
/// other pictures have no character and stay unknown.
enum ShortcodeTable {
    static func character(for name: String) -> String? {
        if let emoji = emoji[name] ?? genderLastName(name).flatMap({ emoji[$0] }) { return emoji }
        guard let icon = iconName(name) else { return nil }
        return icons[icon] ?? icons[Self.dropping(["-outline", "-variant", "-bold", "-thick", "-fill", "-circle"], from: icon)]
    }

    /// pymdownx.emoji's Twemoji index, MkDocs Material's default, names the gender first where gemoji names it last:
    /// `man_raising_hand` → `raising_hand_man`, `woman_in_lotus_position` → `lotus_position_woman`.
    private static func genderLastName(_ name: String) -> String? {
        for gender in ["man", "woman"] where name.hasPrefix(gender + "_") {
            let rest = name.dropFirst(gender.count + 1)
            return (rest.hasPrefix("in_") ? rest.dropFirst(3) : rest) + "_" + gender
        }
        return nil
    }

    /// `material-check-all` → `check-all`, `octicons-search-24` → `search`, `fontawesome-solid-heart` → `heart`.
    private static func iconName(_ name: String) -> String? {
        for set in ["material-", "octicons-", "fontawesome-solid-", "fontawesome-regular-", "fontawesome-brands-", "simple-"]
        where name.hasPrefix(set) {
            var icon = Substring(name.dropFirst(set.count))
            if set == "octicons-", let dash = icon.lastIndex(of: "-"), icon[icon.index(after: dash)...].allSatisfy(\.isNumber) {
                icon = icon[..<dash]
            }
            return String(icon)
        }
        return nil
    }

    private static func dropping(_ suffixes: [String], from icon: String) -> String {
        var icon = icon
        for suffix in suffixes where icon.hasSuffix(suffix) { icon.removeLast(suffix.count) }
        return icon
    }

    private static let icons: [String: String] = [
        "check": "✓", "check-all": "✓✓", "check-circle": "✓", "close": "✕", "x": "✕", "close-circle": "✕",
        "plus": "+", "minus": "−", "arrow-right": "→", "arrow-left": "←", "arrow-up": "↑", "arrow-down": "↓",
        "arrow-top-left": "↖", "arrow-top-right": "↗", "arrow-bottom-left": "↙", "arrow-bottom-right": "↘",
        "arrow-up-circle": "↑", "arrow-down-circle": "↓", "arrow-right-circle": "→", "arrow-left-circle": "←",
        "chevron-right": "›", "chevron-left": "‹", "chevron-up": "˄", "chevron-down": "˅",
        "link": "🔗", "link-variant": "🔗", "magnify": "🔍", "search": "🔍", "heart": "♥", "star": "★",
        "information": "ℹ", "info": "ℹ", "alert": "⚠", "alert-decagram": "⚠", "alert-circle": "⚠",
        "file": "📄", "file-code": "📄", "file-document": "📄", "folder": "📁", "repo": "📁", "repo-template": "📁",
        "trash-can": "🗑", "delete": "🗑", "tag": "🏷", "tag-text": "🏷", "clock": "🕒", "clock-fast": "🕒",
        "download": "⤓", "upload": "⤒", "pencil": "✎", "lock": "🔒", "shield-account": "🛡", "shield": "🛡",
        "email": "✉", "mail": "✉", "calendar": "📅", "book": "📖", "book-open": "📖", "cog": "⚙", "gear": "⚙",
        "rocket": "🚀", "rocket-launch": "🚀", "lightbulb": "💡", "bug": "🐛", "home": "⌂", "menu": "☰",
        "newspaper": "📰", "rabbit": "🐇", "run-fast": "🏃", "checkbox-blank-circle": "●", "circle-small": "•",
        "circle": "●", "share": "⤴", "share-circle": "⤴", "connection": "🔌", "goal": "🎯", "codescan": "🔍",
        "airballoon": "🎈", "translate": "🌐", "web": "🌐", "earth": "🌐", "globe": "🌐", "account": "👤",
        "person": "👤", "people": "👥", "account-group": "👥", "keyboard": "⌨", "eye": "👁", "palette": "🎨",
        "copyright": "©", "sync": "⟳", "refresh": "⟳", "comment": "💬", "chat": "💬", "bell": "🔔", "flag": "⚑",
        "music": "♪", "image": "🖼", "camera": "📷", "video": "🎞", "linux": "🐧", "penguin": "🐧",
        "language-python": "🐍", "package": "📦", "package-variant": "📦", "puzzle": "🧩", "tools": "🛠",
        "hammer-wrench": "🛠", "wrench": "🔧", "key": "🔑", "thumb-up": "👍", "thumbs-up": "👍", "fire": "🔥",
        "flash": "⚡", "lightning-bolt": "⚡", "zap": "⚡", "sitemap": "🗺", "map": "🗺", "format-font": "🔤",
        "cursor-default-click": "🖱", "mouse": "🖱", "monitor": "🖥", "cellphone": "📱", "printer": "🖨",
        "weather-sunny": "☀", "brightness-7": "☀", "weather-night": "🌙", "brightness-4": "🌓", "thumb-down": "👎",
        "thumbs-down": "👎", "heart-broken": "💔", "folder-open": "📂", "emoticon-happy": "🙂", "smiley": "🙂",
        "emoticon-sad": "🙁", "face-laugh-wink": "😆", "comment-text": "💬", "comment-discussion": "💬",
        "lightbulb-on": "💡", "light-bulb": "💡", "ellipsis": "…", "dots-horizontal": "…", "circle-medium": "●",
        "chevron-double-right": "»", "chevron-double-left": "«", "plus-circle": "⊕", "pound": "#", "hash": "#",
        "scale-balance": "⚖", "law": "⚖", "screwdriver": "🪛", "brush": "🖌", "trash": "🗑", "earth-americas": "🌎",
        "record-circle": "⏺", "file-tree": "🗂", "cards": "🗂", "versions": "⧉", "milestone": "🚩", "cloud": "☁",
        "cloud-offline": "☁", "toggle-switch": "🔘", "toggle-switch-off": "🔘", "tag-plus": "🏷", "tab-search": "🔍",
        "star-four-points": "✦", "source-pull": "⇄", "git-pull-request": "⇄", "page-layout-sidebar-left": "◧",
        "page-layout-sidebar-right": "◨", "page-layout-header": "⬒", "page-layout-footer": "⬓", "lightbulb-on-20": "💡",
        "incognito": "🕶", "google-downasaur": "🦖", "format-title": "𝐓", "format-list-group": "≡", "file-eye": "📄",
        "file-edit": "📝", "file-document-remove": "📄", "arrow-collapse": "⤡", "arrow-expand": "⤢",
        "account-question": "👤", "paper-plane": "✈", "send": "✈",
    ]

    /// GitHub's emoji names (gemoji's `db/emoji.json`, every alias: 1,913 names) and their characters, one
    /// `name<TAB>emoji` line each in `Resources/emoji.tsv`, read on the first shortcode of a build. The file is
    /// github/gemoji's list as of commit 5476a66 (MIT), written by:
    /// `python3 -c 'import json,sys; [print(a, e["emoji"], sep="\t") for e in json.load(sys.stdin) for a in e["aliases"]]' < db/emoji.json`
    private static let emoji: [String: String] = {
        var table: [String: String] = [:]
        for line in PackageResources.emoji_tsv.split(separator: UInt8(ascii: "\n")) {
            guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            table[String(decoding: line[..<tab], as: UTF8.self)] = String(decoding: line[(tab + 1)...], as: UTF8.self)
        }
        return table
    }()
}
