// Loaded at the top of every page's <head>, without defer (ThemeMarkup.head), so
// it runs before the first paint: applying the appearance any later would show
// a frame of the wrong colors. ThemeScript strips these comments and the
// indentation when it loads the file; keep to what its stripper allows
// (ScriptStripper.swift): comments on lines of their own, no template literal
// or string spanning lines.
(() => {
  const root = document.documentElement;
  const storageKey = "sitegen-theme";
  const choices = ["system", "light", "dark", "night"];
  const brightnessKey = "sitegen-night-brightness";
  // Filled in by ThemeScript: the page background in each appearance, the
  // night schedule as [start, end] minutes after midnight, or null, and the
  // steps of Night's brightness in percent, the default first.
  const backgrounds = {SITEGEN_BACKGROUNDS};
  const nightSchedule = SITEGEN_NIGHT_SCHEDULE;
  const brightnessSteps = SITEGEN_NIGHT_BRIGHTNESS.map(String);
  // A page that forces a scheme keeps it under every choice, Night included.
  const forcedTheme = root.getAttribute("data-theme-forced");

  // A preview frame (?sitegen-appearance=...) shows that appearance and never
  // reads, writes or follows the stored choice.
  let previewChoice = new URLSearchParams(location.search).get("sitegen-appearance");
  if (!choices.includes(previewChoice)) previewChoice = null;
  let choice;
  let brightness;

  // Storage can be missing or throw (private modes, blocked cookies).
  const stored = (key, values) => {
    try {
      const value = localStorage.getItem(key);
      return values.includes(value) ? value : values[0];
    } catch (error) {
      return values[0];
    }
  };
  const storedChoice = () => stored(storageKey, choices);
  const storedBrightness = () => (previewChoice ? brightnessSteps[0] : stored(brightnessKey, brightnessSteps));
  const store = (key, value) => {
    if (previewChoice) return;
    try {
      localStorage.setItem(key, value);
    } catch (error) {}
  };

  const isNightTime = () => {
    if (!nightSchedule) return false;
    const now = new Date();
    const minutes = now.getHours() * 60 + now.getMinutes();
    const [start, end] = nightSchedule;
    // A schedule such as 22:00–06:00 wraps past midnight.
    return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  };

  // The value for <html data-theme>; null leaves it to the OS media query.
  const effectiveTheme = () =>
    forcedTheme || (choice === "system" ? (isNightTime() ? "night" : null) : choice);

  const forEachElement = (selector, action) => document.querySelectorAll(selector).forEach(action);

  // Points a <source data-appearance> at the appearance of its nearest
  // [data-theme] (Night wins over a section's scheme), so the browser fetches
  // the right image variant; Night falls back to the dark variant.
  const updateSource = (source) => {
    let theme = effectiveTheme();
    const variant = source.getAttribute("data-appearance");
    if (theme !== "night") {
      const themed = source.closest("[data-theme]");
      theme = themed && themed.getAttribute("data-theme");
    }
    let media;
    if (!theme) {
      media = variant === "dark" ? "(prefers-color-scheme: dark)" : "not all";
    } else {
      const showsDarkForNight = theme === "night" && variant === "dark" &&
        !source.parentNode.querySelector('source[data-appearance="night"]');
      media = theme === variant || showsDarkForNight ? "all" : "not all";
    }
    // Only write on change: a rewrite makes the browser re-evaluate the source.
    if (source.getAttribute("media") !== media) source.setAttribute("media", media);
  };

  const apply = () => {
    const theme = effectiveTheme();
    if (theme) root.setAttribute("data-theme", theme);
    else root.removeAttribute("data-theme");
    // Also tells the stylesheet the script ran, so it shows the toggle.
    root.setAttribute("data-theme-choice", choice);
    // night.css dims Night to a step below the default; other appearances ignore it.
    if (brightness === brightnessSteps[0]) root.removeAttribute("data-night-brightness");
    else root.setAttribute("data-night-brightness", brightness);
    forEachElement("button[data-theme-choice]", (button) =>
      button.setAttribute("aria-pressed", String(button.getAttribute("data-theme-choice") === choice)));
    forEachElement("button[data-brightness-choice]", (button) =>
      button.setAttribute("aria-pressed", String(button.getAttribute("data-brightness-choice") === brightness)));
    // On system, each theme-color meta keeps following its own media query.
    forEachElement('meta[name="theme-color"]', (meta) =>
      meta.setAttribute("content", backgrounds[theme || (/dark/.test(meta.getAttribute("media")) ? "dark" : "light")]));
    forEachElement("source[data-appearance]", updateSource);
  };

  const choose = (value) => {
    choice = value;
    store(storageKey, value);
    apply();
  };

  const chooseBrightness = (value) => {
    brightness = value;
    store(brightnessKey, value);
    apply();
  };

  const element = (tag, attributes, children = []) => {
    const made = document.createElement(tag);
    for (const name in attributes) made.setAttribute(name, attributes[name]);
    made.append(...children);
    return made;
  };

  // The appearance control: partials/theme-toggle.html writes only <sitegen-appearance>, and this makes its
  // buttons, so no page carries them. Defined here, before the body is parsed, the element is upgraded the
  // moment the parser inserts it: the buttons are there, the stored choice pressed, before the first paint.
  // Without JavaScript the element stays empty, so there is no dead control. The group starts hidden like a
  // hand-written one: theme.css shows it once this script has marked <html>. Its words are the element's
  // attributes (data-label, data-system…), in the page's language; English without them. Below the choices, shown
  // only while Night is the appearance, a group of the steps of its brightness, each written as the page's language
  // writes a percentage.
  class Appearance extends HTMLElement {
    connectedCallback() {
      const say = (name, english) => this.getAttribute("data-" + name) || english;
      const buttons = choices.map((value) => element("button",
        {type: "button", "data-theme-choice": value, "aria-pressed": String(value === choice)},
        [say(value, value[0].toUpperCase() + value.slice(1))]));
      const label = say("label", "Appearance");
      const percent = new Intl.NumberFormat(root.lang || undefined, {style: "percent"});
      const steps = brightnessSteps.map((value) => element("button",
        {type: "button", "data-brightness-choice": value, "aria-pressed": String(value === brightness)},
        [percent.format(value / 100)]));
      const dimming = element("div", {class: "sitegen-night-brightness", role: "group", "aria-labelledby": "sitegen-night-brightness"}, [
        element("span", {id: "sitegen-night-brightness"}, [say("night-brightness", "Night brightness")]),
        element("div", {}, steps),
      ]);
      this.append(element("div", {class: "sitegen-theme-toggle", role: "group", "aria-label": label, hidden: ""}, [
        element("button", {type: "button", class: "sitegen-theme-menu", popovertarget: "sitegen-theme-choices",
          "aria-label": label, title: label}),
        element("div", {id: "sitegen-theme-choices", class: "sitegen-theme-choices", popover: ""}, [...buttons, dimming]),
      ]));
    }
  }

  // While the body is parsed, fix each <source> as it is added, before the
  // browser starts fetching the wrong variant.
  const parserObserver = new MutationObserver(() => forEachElement("source[data-appearance]", updateSource));
  choice = previewChoice || storedChoice();
  brightness = storedBrightness();
  apply();
  if (window.customElements) customElements.define("sitegen-appearance", Appearance);
  parserObserver.observe(root, {childList: true, subtree: true});
  document.addEventListener("DOMContentLoaded", () => {
    parserObserver.disconnect();
    apply();
  });

  document.addEventListener("click", (event) => {
    const step = event.target.closest && event.target.closest("button[data-brightness-choice]");
    if (step && brightnessSteps.includes(step.getAttribute("data-brightness-choice"))) {
      chooseBrightness(step.getAttribute("data-brightness-choice"));
      return;
    }
    const button = event.target.closest && event.target.closest("button[data-theme-choice]");
    const value = button && button.getAttribute("data-theme-choice");
    if (!choices.includes(value)) return;
    choose(value);
    // On a phone the choices sit in a popover (partials/theme-toggle.html): a choice closes it.
    const menu = button.closest("[popover]");
    if (menu && menu.hidePopover && menu.matches(":popover-open")) menu.hidePopover();
  });
  // A choice made in another tab; no key means the storage was cleared.
  addEventListener("storage", (event) => {
    if (!previewChoice && [storageKey, brightnessKey, null].includes(event.key)) {
      choice = storedChoice();
      brightness = storedBrightness();
      apply();
    }
  });
  // A page restored from the back/forward cache may predate the last choice.
  addEventListener("pageshow", (event) => {
    if (event.persisted && !previewChoice) {
      choice = storedChoice();
      brightness = storedBrightness();
    }
    apply();
  });
  // Follows the schedule's start and end while the page stays open.
  if (nightSchedule) setInterval(apply, 60000);
})()
