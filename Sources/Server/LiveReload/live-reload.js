// Live reload for pages served by `sitegen serve`: served at /_sitegen/live-reload.js and
// referenced from every HTML response (never from the files on disk).
//
// The server's /_sitegen/events stream names the current build ("hello" on every connection,
// "reload" after a rebuild) and reports failed builds ("build-error", with the diagnostics).
// live-reload-worker.js listens to it and tells this page the state: { build, error }.
//
// Why a worker: a browser allows six HTTP/1.1 connections per host, and an event stream holds
// one for as long as it is open. One stream per page, kept open by every tab and by every page
// the back/forward cache keeps alive, would use them all up and make the seventh page load wait
// for a minute. So every page of the site shares one stream through a SharedWorker, and a page
// leaves it on `pagehide` and comes back on `pageshow`: a page in the back/forward cache holds
// nothing, and when it is restored it hears the current build and reloads if it missed one.
// Where SharedWorker is missing, the same worker script runs as a dedicated worker, one stream
// per shown page, still closed whenever the page is hidden.
(() => {
  "use strict";

  // Inside the appearances page only the outer page listens, and reloads the frames with itself.
  try {
    if (window.parent !== window && window.parent.sitegenLiveReload) return;
  } catch (_) {
    // A parent from another origin: this page is on its own.
  }
  window.sitegenLiveReload = true;

  const workerAddress = "/_sitegen/live-reload-worker.js";
  // The build this page shows, kept while it sits in the cache: the one the server named when it
  // sent the page, or where the browser does not tell, the first one the worker names.
  let build = servedBuild();
  let overlay = null;
  let leave = null;

  function join() {
    if (typeof SharedWorker === "function") {
      try {
        const port = new SharedWorker(workerAddress, { name: "sitegen live reload" }).port;
        port.onmessage = (message) => update(message.data);
        return () => {
          port.postMessage("leave");
          port.close();
        };
      } catch (_) {
        // Blocked (a sandboxed frame, a privacy setting): fall back to a worker of our own.
      }
    }
    const worker = new Worker(workerAddress);
    worker.onmessage = (message) => update(message.data);
    return () => worker.terminate();
  }

  function servedBuild() {
    const navigation = performance.getEntriesByType("navigation")[0];
    const timings = (navigation && navigation.serverTiming) || [];
    const named = timings.find((timing) => timing.name === "sitegen-build");
    return named ? named.description : null;
  }

  function update(state) {
    if (build !== null && state.build !== build) {
      location.reload();
      return;
    }
    build = state.build;
    if (state.error === null) hide();
    else show(state.error);
  }

  addEventListener("pagehide", () => {
    if (leave) leave();
    leave = null;
  });
  addEventListener("pageshow", () => {
    if (!leave) leave = join();
  });
  leave = join();

  function show(text) {
    hide();
    overlay = document.createElement("div");
    overlay.setAttribute("data-sitegen-overlay", "");
    // A shadow root keeps the page's styles off the overlay and the overlay's off the page.
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
        <p></p>
      </section></div>`;
    shadow.querySelector("pre").textContent = text;
    // Under the overlay is either a page an earlier build made or the server's own page for a site not built yet.
    const built = document.querySelector('meta[name="generator"][content^="sitegen"]') !== null;
    shadow.querySelector("p").textContent = (built ? "This is the last good build." : "No build has succeeded yet.")
      + " Fix the error and save: the page reloads by itself.";
    shadow.querySelector("button").addEventListener("click", hide);
    document.documentElement.appendChild(overlay);
  }

  function hide() {
    if (overlay) overlay.remove();
    overlay = null;
  }
})();
