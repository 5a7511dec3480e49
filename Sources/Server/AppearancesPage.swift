import Core

/// `/_sitegen/appearances?page=/docs/`: one page in the light, dark and night
/// appearances side by side, like previews of one view in several schemes.
///
/// Each frame loads `PAGE?sitegen-appearance=NAME`; the theme's inline script
/// applies that appearance without touching the reader's stored choice. A link
/// followed in one frame moves all three, so the comparison stays aligned.
struct AppearancesPage {
    static let appearances = [("light", "Light"), ("dark", "Dark"), ("night", "Night")]
    static let parameter = "sitegen-appearance"
    /// How many pages the page switcher offers; a larger site is still reachable by typing a path.
    static let maximumListedPages = 2000

    /// The page shown, a site path such as `/docs/`.
    let page: String
    let pagePaths: [String]
    let liveReload: Bool

    /// `page` is what the query asked for; anything but a site path (`https:`, `//host`, `javascript:`) shows `/`.
    init(page requested: String, pagePaths: [String], liveReload: Bool) {
        var page = requested.trimmingWhitespace()
        if let hash = page.firstIndex(of: "#") { page = String(page[..<hash]) }
        let isSitePath = page.hasPrefix("/") && !page.hasPrefix("//") && !page.hasPrefix("/\\")
            && !page.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        self.page = isSitePath ? page : "/"
        self.pagePaths = pagePaths
        self.liveReload = liveReload
    }

    /// The frame address for one appearance.
    func frameURL(_ appearance: String) -> String {
        page + (page.contains("?") ? "&" : "?") + "\(Self.parameter)=\(appearance)"
    }

    var html: String {
        let frames = Self.appearances.map { name, label in
            """
                <figure><figcaption>\(label)</figcaption>\
            <iframe data-appearance="\(name)" title="\(HTMLEscaping.attribute(page)) in the \(name) appearance" \
            src="\(HTMLEscaping.attribute(frameURL(name)))"></iframe></figure>
            """
        }.joined(separator: "\n")
        let options = pagePaths.map { "<option value=\"\(HTMLEscaping.attribute($0))\">" }.joined()
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLEscaping.text(page)) in every appearance — sitegen preview</title>
            \(liveReload ? LiveReloadScript.tag : "")
            <style>
              :root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
              body { margin: 0; height: 100vh; display: flex; flex-direction: column; }
              form { display: flex; gap: .5rem; align-items: center; padding: .5rem .75rem; border-bottom: 1px solid #8886; }
              input { flex: 1; max-width: 40rem; font: inherit; padding: .25rem .5rem; }
              button { font: inherit; padding: .25rem .75rem; }
              main { flex: 1; min-height: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1px; background: #8886; }
              figure { margin: 0; display: flex; flex-direction: column; min-width: 0; background: Canvas; }
              figcaption { padding: .25rem .75rem; font-weight: 600; }
              iframe { flex: 1; width: 100%; border: 0; }
              @media (max-width: 50rem) { main { grid-template-columns: minmax(0, 1fr); grid-auto-rows: 80vh; overflow: auto; } }
            </style>
            </head>
            <body>
            <form action="/_sitegen/appearances" method="get">
              <label for="page">Page</label>
              <input id="page" name="page" list="pages" value="\(HTMLEscaping.attribute(page))" autocomplete="off" spellcheck="false">
              <datalist id="pages">\(options)</datalist>
              <button>Show</button>
            </form>
            <main>
            \(frames)
            </main>
            <script>
            \(Self.followScript)
            </script>
            </body>
            </html>

            """
    }

    /// Keeps the three frames on the same page and the address bar naming it.
    private static let followScript = """
        (() => {
          const frames = [...document.querySelectorAll("iframe[data-appearance]")];
          const field = document.getElementById("page");
          let current = field.value;
          const address = (page, appearance) => {
            const url = new URL(page, location.origin);
            url.searchParams.set("\(parameter)", appearance);
            return url.pathname + url.search;
          };
          const show = (page) => {
            current = page;
            field.value = page;
            history.replaceState(null, "", "?page=" + encodeURIComponent(page));
            for (const frame of frames) {
              const target = address(page, frame.dataset.appearance);
              const shown = frame.contentWindow.location;
              if (shown.pathname + shown.search !== target) frame.src = target;
            }
          };
          for (const frame of frames) {
            frame.addEventListener("load", () => {
              let url;
              try { url = new URL(frame.contentWindow.location.href); } catch (_) { return; }
              const forced = url.searchParams.get("\(parameter)") === frame.dataset.appearance;
              url.searchParams.delete("\(parameter)");
              const page = url.pathname + url.search;
              if (page !== current) show(page);
              else if (!forced) frame.src = address(page, frame.dataset.appearance);
            });
          }
        })();
        """
}
