/// The script preview pages get, served at `/_sitegen/live-reload.js` and
/// referenced from each HTML response (never from the files on disk).
///
/// It listens to `/_sitegen/events`: `reload` reloads the page; `build-error`
/// shows the diagnostics over the page (which stays the last good build);
/// `hello`, sent on every connection, names the build, so a page that missed
/// a rebuild while disconnected (or outlived the server) reloads when it
/// reconnects. Inside the appearances page only the outer page listens: three
/// frames holding three streams would take half of a browser's six
/// connections to the host.
enum LiveReloadScript {
    /// The tag inserted into HTML responses.
    static let tag = #"<script src="/_sitegen/live-reload.js"></script>"#

    /// `html` with the tag before its last `</body>`, or at the end when it has none.
    static func inject(into html: [UInt8]) -> [UInt8] {
        let closing = Array("</body".utf8)
        var output = html
        var index = html.count - closing.count
        while index >= 0 {
            if zip(html[index...], closing).allSatisfy({ asciiLowercased($0) == $1 }) {
                output.insert(contentsOf: tag.utf8, at: index)
                return output
            }
            index -= 1
        }
        output.append(contentsOf: tag.utf8)
        return output
    }

    static let source = #"""
        (() => {
          "use strict";
          try {
            if (window.parent !== window && window.parent.sitegenLiveReload) return;
          } catch (_) {}
          window.sitegenLiveReload = true;

          let build = null;
          let overlay = null;
          const events = new EventSource("/_sitegen/events");
          events.addEventListener("hello", (event) => {
            if (build !== null && build !== event.data) location.reload();
            build = event.data;
          });
          events.addEventListener("reload", () => location.reload());
          events.addEventListener("build-error", (event) => show(event.data));

          function show(text) {
            hide();
            overlay = document.createElement("div");
            overlay.setAttribute("data-sitegen-overlay", "");
            const shadow = overlay.attachShadow({ mode: "open" });
            shadow.innerHTML = `<style>
              :host { all: initial; }
              .backdrop { position: fixed; inset: 0; z-index: 2147483647; overflow: auto;
                background: rgb(0 0 0 / 0.65); font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
              section { max-width: 60rem; margin: 8vh auto; padding: 1.25rem 1.5rem; border-radius: 8px;
                background: #1d1f21; color: #e8e8e8; border-top: 4px solid #ff5f56; box-shadow: 0 10px 40px rgb(0 0 0 / 0.5); }
              header { display: flex; justify-content: space-between; align-items: baseline; }
              h1 { margin: 0; font-size: 1.1rem; color: #ff7b72; }
              button { font: inherit; font-size: 1.25rem; line-height: 1; color: inherit; background: none; border: 0; cursor: pointer; }
              pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 1rem 0; }
              p { margin: 0; color: #a8a8a8; }
            </style>
            <div class="backdrop"><section role="alertdialog" aria-labelledby="title">
              <header><h1 id="title">Build failed</h1><button type="button" aria-label="Close">×</button></header>
              <pre></pre>
              <p>This is the last good build. Fix the error and save: the page reloads by itself.</p>
            </section></div>`;
            shadow.querySelector("pre").textContent = text;
            shadow.querySelector("button").addEventListener("click", hide);
            document.documentElement.appendChild(overlay);
          }

          function hide() {
            if (overlay) overlay.remove();
            overlay = null;
          }
        })();

        """#
}
