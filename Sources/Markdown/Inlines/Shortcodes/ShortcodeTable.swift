/// The shortcodes sitegen knows: common emoji by their gemoji names (GitHub's, which pymdownx.emoji
/// uses), and icons of MkDocs Material's sets (Material Design, Octicons, Font Awesome, Simple Icons)
/// whose meaning a Unicode symbol carries (`check` ✓, `arrow-right` →, `heart` ♥). Brand logos and
/// other pictures have no character and stay unknown.
enum ShortcodeTable {
    static func character(for name: String) -> String? {
        if let emoji = emoji[name] { return emoji }
        guard let icon = iconName(name) else { return nil }
        return icons[icon] ?? icons[Self.dropping(["-outline", "-variant", "-bold", "-thick", "-fill"], from: icon)]
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
    ]

    private static let emoji: [String: String] = [
        "smile": "😄", "smiley": "😃", "grinning": "😀", "grin": "😁", "laughing": "😆", "joy": "😂", "wink": "😉",
        "blush": "😊", "slightly_smiling_face": "🙂", "upside_down_face": "🙃", "heart_eyes": "😍", "sunglasses": "😎",
        "thinking": "🤔", "neutral_face": "😐", "confused": "😕", "worried": "😟", "cry": "😢", "sob": "😭",
        "scream": "😱", "angry": "😠", "rage": "😡", "sweat_smile": "😅", "innocent": "😇", "nerd_face": "🤓",
        "relaxed": "☺️", "stuck_out_tongue": "😛", "yum": "😋", "sleeping": "😴", "zipper_mouth_face": "🤐",
        "hugs": "🤗", "partying_face": "🥳", "exploding_head": "🤯", "facepalm": "🤦", "shrug": "🤷",
        "man_raising_hand": "🙋‍♂️", "woman_raising_hand": "🙋‍♀️", "lotus_position": "🧘", "woman_in_lotus_position": "🧘‍♀️",
        "man_in_lotus_position": "🧘‍♂️", "raising_hand": "🙋", "wave": "👋", "clap": "👏",
        "+1": "👍", "thumbsup": "👍", "-1": "👎", "thumbsdown": "👎", "ok_hand": "👌", "raised_hands": "🙌",
        "pray": "🙏", "muscle": "💪", "point_right": "👉", "point_left": "👈", "point_up": "☝️", "point_down": "👇",
        "eyes": "👀", "heart": "❤️", "broken_heart": "💔", "sparkling_heart": "💖", "yellow_heart": "💛",
        "green_heart": "💚", "blue_heart": "💙", "purple_heart": "💜", "star": "⭐", "star2": "🌟", "sparkles": "✨",
        "zap": "⚡", "fire": "🔥", "boom": "💥", "tada": "🎉", "confetti_ball": "🎊", "gift": "🎁", "trophy": "🏆",
        "medal_sports": "🏅", "rocket": "🚀", "airplane": "✈️", "car": "🚗", "bike": "🚲", "ship": "🚢",
        "warning": "⚠️", "no_entry": "⛔", "no_entry_sign": "🚫", "x": "❌", "heavy_check_mark": "✔️",
        "white_check_mark": "✅", "ballot_box_with_check": "☑️", "heavy_multiplication_x": "✖️", "question": "❓",
        "exclamation": "❗", "grey_question": "❔", "bangbang": "‼️", "information_source": "ℹ️", "100": "💯",
        "arrow_right": "➡️", "arrow_left": "⬅️", "arrow_up": "⬆️", "arrow_down": "⬇️", "arrow_forward": "▶️",
        "arrows_counterclockwise": "🔄", "repeat": "🔁", "link": "🔗", "lock": "🔒", "unlock": "🔓", "key": "🔑",
        "bulb": "💡", "bell": "🔔", "mag": "🔍", "mag_right": "🔎", "memo": "📝", "pencil2": "✏️", "book": "📖",
        "books": "📚", "bookmark": "🔖", "page_facing_up": "📄", "clipboard": "📋", "file_folder": "📁",
        "open_file_folder": "📂", "package": "📦", "email": "📧", "envelope": "✉️", "calendar": "📆", "date": "📅",
        "clock": "🕐", "hourglass": "⌛", "stopwatch": "⏱️", "chart_with_upwards_trend": "📈", "bar_chart": "📊",
        "computer": "💻", "desktop_computer": "🖥️", "keyboard": "⌨️", "iphone": "📱", "gear": "⚙️", "wrench": "🔧",
        "hammer": "🔨", "hammer_and_wrench": "🛠️", "nut_and_bolt": "🔩", "bug": "🐛", "beetle": "🐞", "ant": "🐜",
        "construction": "🚧", "recycle": "♻️", "globe_with_meridians": "🌐", "earth_americas": "🌎",
        "earth_africa": "🌍", "house": "🏠", "office": "🏢", "coffee": "☕", "beer": "🍺", "pizza": "🍕",
        "cake": "🍰", "apple": "🍎", "tomato": "🍅", "sunny": "☀️", "cloud": "☁️", "umbrella": "☔",
        "snowflake": "❄️", "rainbow": "🌈", "moon": "🌙", "crescent_moon": "🌙", "sun_with_face": "🌞",
        "seedling": "🌱", "evergreen_tree": "🌲", "deciduous_tree": "🌳", "four_leaf_clover": "🍀", "rose": "🌹",
        "cat": "🐱", "dog": "🐶", "penguin": "🐧", "snake": "🐍", "turtle": "🐢", "unicorn": "🦄", "bird": "🐦",
        "rabbit": "🐰", "crab": "🦀", "octopus": "🐙", "whale": "🐳", "fish": "🐟", "honeybee": "🐝",
        "lady_beetle": "🐞", "art": "🎨", "musical_note": "🎵", "notes": "🎶", "video_game": "🎮", "dart": "🎯",
        "jigsaw": "🧩", "test_tube": "🧪", "microscope": "🔬", "telescope": "🔭", "satellite": "📡",
        "speech_balloon": "💬", "thought_balloon": "💭", "loudspeaker": "📢", "mega": "📣", "pushpin": "📌",
        "round_pushpin": "📍", "paperclip": "📎", "scissors": "✂️", "triangular_ruler": "📐", "straight_ruler": "📏",
        "lipstick": "💄", "crown": "👑", "gem": "💎", "moneybag": "💰", "dollar": "💵", "credit_card": "💳",
        "shield": "🛡️", "crossed_swords": "⚔️", "skull": "💀", "ghost": "👻", "alien": "👽", "robot": "🤖",
        "see_no_evil": "🙈", "hear_no_evil": "🙉", "speak_no_evil": "🙊", "baby": "👶", "man": "👨", "woman": "👩",
        "family": "👪", "busts_in_silhouette": "👥", "bust_in_silhouette": "👤", "running": "🏃", "walking": "🚶",
        "new": "🆕", "free": "🆓", "up": "🆙", "cool": "🆒", "ok": "🆗", "sos": "🆘", "copyright": "©️",
        "registered": "®️", "tm": "™️", "hash": "#️⃣", "one": "1️⃣", "two": "2️⃣", "three": "3️⃣",
    ]
}
