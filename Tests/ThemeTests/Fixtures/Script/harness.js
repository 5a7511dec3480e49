// Runs the theme's script (theme.js) against a tiny fake DOM and prints the
// resulting state as JSON. Usage: node harness.js SCRIPT.js SCENARIO.json
//
// A scenario: {search, stored, storedBrightness, storageThrows, forced, now: "HH:MM", customElements (false: a browser
//   without them), head: [node], body: [node], steps: [step]} where a node is
//   {tag, attrs, children} and a step is one of
//   "parseBody" | "domContentLoaded" | {click: choice} | {clickBrightness: step} | {otherTab: value}
//   | {pageshow: {persisted, stored}} | {clock: "HH:MM"}.
"use strict";
const fs = require("fs");
const vm = require("vm");

const [scriptPath, scenarioPath] = process.argv.slice(2);
const script = fs.readFileSync(scriptPath, "utf8");
const scenario = JSON.parse(fs.readFileSync(scenarioPath, "utf8"));

const observers = [];
// Custom elements by tag, as customElements.define registers them; the tag being constructed.
const definitions = new Map();
let constructing = null;

class Element {
  constructor(tag, attrs) {
    this.tagName = tag.toUpperCase();
    this.attributes = new Map(Object.entries(attrs || {}));
    this.children = [];
    this.childNodes = [];
    this.parentNode = null;
  }
  get firstChild() { return this.childNodes[0] || null; }
  get isConnected() { return this.parentNode ? this.parentNode.isConnected : this.tagName === "HTML"; }
  getAttribute(name) { return this.attributes.has(name) ? this.attributes.get(name) : null; }
  hasAttribute(name) { return this.attributes.has(name); }
  setAttribute(name, value) { this.attributes.set(name, String(value)); }
  removeAttribute(name) { this.attributes.delete(name); }
  appendChild(child) {
    child.parentNode = this;
    this.children.push(child);
    this.childNodes.push(child);
    for (const observer of observers) observer.notify();
    // As the parser inserts a defined custom element, it is upgraded and told at once.
    if (child.connectedCallback && child.isConnected) child.connectedCallback();
    return child;
  }
  append(...nodes) {
    for (const node of nodes) {
      if (typeof node === "string") this.childNodes.push({ textContent: node });
      else this.appendChild(node);
    }
  }
  get textContent() { return this.childNodes.map((node) => node.textContent).join(""); }
  // The markup, attributes in the order they were set: what a test compares.
  get outerHTML() {
    const attributes = [...this.attributes].map(([name, value]) => value === "" ? ` ${name}` : ` ${name}="${value}"`).join("");
    const inner = this.childNodes.map((node) => node.outerHTML === undefined ? node.textContent : node.outerHTML).join("");
    const tag = this.tagName.toLowerCase();
    return `<${tag}${attributes}>${inner}</${tag}>`;
  }
  matches(selector) { return selector.split(",").some((one) => matchesSimple(this, one.trim())); }
  closest(selector) {
    for (let element = this; element instanceof Element; element = element.parentNode) {
      if (element.matches(selector)) return element;
    }
    return null;
  }
  descendants() { return this.children.flatMap((child) => [child, ...child.descendants()]); }
  querySelectorAll(selector) { return this.descendants().filter((element) => element.matches(selector)); }
  querySelector(selector) { return this.querySelectorAll(selector)[0] || null; }
}

// Supports `tag` (custom ones too), `[attr]`, `[attr=value]` and `[attr="value"]`, combined.
function matchesSimple(element, selector) {
  const tag = selector.match(/^[a-z][a-z0-9-]*/i);
  if (tag && element.tagName !== tag[0].toUpperCase()) return false;
  for (const [, name, value] of selector.matchAll(/\[([\w-]+)(?:=["']?([^"'\]]*)["']?)?\]/g)) {
    if (!element.hasAttribute(name)) return false;
    if (value !== undefined && element.getAttribute(name) !== value) return false;
  }
  return true;
}

class HTMLElement extends Element {
  constructor() { super(constructing, {}); }
}

const customElements = {
  define(name, definition) { definitions.set(name, definition); },
  get(name) { return definitions.get(name); },
};

function create(tag, attrs) {
  const Definition = definitions.get(tag);
  if (!Definition) return new Element(tag, attrs);
  constructing = tag;
  const element = new Definition();
  for (const [name, value] of Object.entries(attrs || {})) element.setAttribute(name, value);
  return element;
}

function build(node) {
  const element = create(node.tag, node.attrs);
  for (const child of node.children || []) element.appendChild(build(child));
  return element;
}

const html = new Element("html", scenario.forced ? { "data-theme": scenario.forced, "data-theme-forced": scenario.forced } : {});
const head = html.appendChild(new Element("head"));
for (const node of scenario.head || []) head.appendChild(build(node));

const listeners = { document: {}, window: {} };
const listen = (target) => (type, handler) => { (listeners[target][type] = listeners[target][type] || []).push(handler); };
const fire = (target, type, event) => { for (const handler of listeners[target][type] || []) handler(event); };

const storage = new Map([["sitegen-theme", scenario.stored], ["sitegen-night-brightness", scenario.storedBrightness]]
  .filter(([, value]) => value != null));
const localStorage = {
  getItem(key) { if (scenario.storageThrows) throw new Error("SecurityError"); return storage.has(key) ? storage.get(key) : null; },
  setItem(key, value) { if (scenario.storageThrows) throw new Error("SecurityError"); storage.set(key, String(value)); },
};

let clock = scenario.now || "12:00";
class FakeDate extends Date {
  constructor() {
    const [hours, minutes] = clock.split(":").map(Number);
    super(2024, 0, 1, hours, minutes);
  }
}

const intervals = [];
class MutationObserver {
  constructor(callback) { this.callback = callback; }
  observe() { observers.push(this); }
  disconnect() { observers.splice(observers.indexOf(this), 1); }
  notify() { this.callback([]); }
}

const document = {
  documentElement: html,
  createElement: (tag) => create(tag),
  querySelectorAll: (selector) => [html, ...html.descendants()].filter((element) => element.matches(selector)),
  addEventListener: listen("document"),
};

const context = vm.createContext({
  document, localStorage, MutationObserver, URLSearchParams, HTMLElement,
  customElements: scenario.customElements === false ? undefined : customElements,
  Date: FakeDate,
  location: { search: scenario.search || "" },
  addEventListener: listen("window"),
  setInterval: (handler, delay) => intervals.push({ handler, delay }),
});
context.window = context;
vm.runInContext(script, context);

const body = html.appendChild(new Element("body"));
for (const step of scenario.steps || []) {
  if (step === "parseBody") {
    for (const node of scenario.body || []) body.appendChild(build(node));
  } else if (step === "domContentLoaded") {
    fire("document", "DOMContentLoaded", {});
  } else if (step.click !== undefined) {
    const button = document.querySelectorAll(`button[data-theme-choice="${step.click}"]`)[0];
    const target = button.children[0] || button;
    fire("document", "click", { target });
  } else if (step.clickBrightness !== undefined) {
    const button = document.querySelectorAll(`button[data-brightness-choice="${step.clickBrightness}"]`)[0];
    fire("document", "click", { target: button.children[0] || button });
  } else if (step.otherTab !== undefined) {
    storage.set("sitegen-theme", step.otherTab);
    fire("window", "storage", { key: "sitegen-theme", newValue: step.otherTab });
  } else if (step.pageshow !== undefined) {
    if (step.pageshow.stored !== undefined) storage.set("sitegen-theme", step.pageshow.stored);
    fire("window", "pageshow", { persisted: step.pageshow.persisted });
  } else if (step.clock !== undefined) {
    clock = step.clock;
    for (const interval of intervals) interval.handler();
  }
}

const attributes = (element) => Object.fromEntries(element.attributes);
process.stdout.write(JSON.stringify({
  html: attributes(html),
  pressed: Object.fromEntries(document.querySelectorAll("button[data-theme-choice]").map((b) => [b.getAttribute("data-theme-choice"), b.getAttribute("aria-pressed")])),
  sources: document.querySelectorAll("source[data-appearance]").map((s) => s.getAttribute("media")),
  themeColors: document.querySelectorAll('meta[name="theme-color"]').map((m) => m.getAttribute("content")),
  appearance: document.querySelectorAll("sitegen-appearance").map((element) => element.outerHTML),
  stored: storage.has("sitegen-theme") ? storage.get("sitegen-theme") : null,
  brightnessPressed: Object.fromEntries(document.querySelectorAll("button[data-brightness-choice]").map((b) => [b.getAttribute("data-brightness-choice"), b.getAttribute("aria-pressed")])),
  storedBrightness: storage.has("sitegen-night-brightness") ? storage.get("sitegen-night-brightness") : null,
  intervals: intervals.map((interval) => interval.delay),
}));
