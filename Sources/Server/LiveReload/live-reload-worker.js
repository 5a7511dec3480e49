// The one event stream a browser holds for `sitegen serve` (live-reload.js says why one).
//
// As a SharedWorker it serves every page of the site that has joined; as a dedicated worker
// (where SharedWorker is missing) it serves the one page that started it. Each page gets the
// state { build, error } when it joins and after every change. The stream is open only while
// some page is listening: the last page to leave closes it, so a browser whose pages all sit in
// the back/forward cache holds no connection to the server.
"use strict";

const pages = new Set();
let state = { build: null, error: null };
let events = null;

function open() {
  if (events) return;
  events = new EventSource("/_sitegen/events");
  // Every connection starts with "hello", so a stream that reconnected (the server restarted,
  // or the last page left and a new one joined) always learns the current build again.
  events.addEventListener("hello", (event) => publish({ build: event.data, error: null }));
  events.addEventListener("reload", (event) => publish({ build: event.data, error: null }));
  events.addEventListener("build-error", (event) => publish({ build: state.build, error: event.data }));
}

function close() {
  if (events) events.close();
  events = null;
  // Until the next "hello" the build is unknown: a page joining meanwhile must not take an old one for current.
  state = { build: null, error: null };
}

function publish(next) {
  state = next;
  for (const page of pages) page.postMessage(state);
}

function join(page) {
  pages.add(page);
  page.onmessage = (message) => {
    if (message.data !== "leave") return;
    pages.delete(page);
    if (pages.size === 0) close();
  };
  if (state.build !== null) page.postMessage(state);
  open();
}

if (typeof SharedWorkerGlobalScope === "function" && self instanceof SharedWorkerGlobalScope) {
  self.onconnect = (event) => join(event.ports[0]);
} else {
  // A dedicated worker talks to its page through its own global scope, and is terminated when the page leaves.
  join(self);
}
