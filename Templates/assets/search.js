// Client-side search over search-index.json ([{title, url, headings, text}]).
// The index is fetched on first use from the URL in the box's data-index
// attribute (rendered through the base URL). The box is an ARIA 1.2 combobox:
// focus stays in the input, arrow keys move through a listbox, Enter opens
// the chosen page, Escape closes, and "/" focuses the box from anywhere.
// Index text only ever reaches the page as text nodes, never as markup.
(() => {
  "use strict";
  const d = document;
  const root = d.querySelector(".search[data-index]");
  if (!root) return;
  const input = root.querySelector('[role="combobox"]');
  const list = root.querySelector('[role="listbox"]');
  // A customised box without a status line still works; it just announces nothing.
  const status = root.querySelector('[role="status"]') || d.createElement("p");
  const limit = 10;
  const snippetLength = 160;

  let pages = null;
  let loading = null;
  let shown = [];
  let active = -1;
  // The last query's matches: typing on only narrows them, so each keystroke scans fewer pages.
  let previous = { key: "", matches: null };

  root.hidden = false;
  for (const hint of d.querySelectorAll(".search-hint")) hint.hidden = false;

  // Lower-cased copies are made once, when the index arrives, not per keystroke.
  const prepare = (entry) => {
    const headings = Array.isArray(entry.headings) ? entry.headings.map(String) : [];
    const title = String(entry.title || "");
    const text = String(entry.text || "");
    return {
      title, url: String(entry.url || ""), headings, text,
      lowerTitle: title.toLowerCase(), lowerHeadings: headings.map((heading) => heading.toLowerCase()), lowerText: text.toLowerCase(),
    };
  };

  const load = () => {
    loading ||= fetch(root.dataset.index)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      })
      .then((entries) => {
        pages = Array.isArray(entries) ? entries.map(prepare) : [];
        if (d.activeElement === input) update();
      })
      .catch(() => {
        loading = null; // try again on the next focus
        announce("Search is unavailable right now.");
      });
    return loading;
  };

  const announce = (message) => {
    if (status.textContent !== message) status.textContent = message;
  };

  const element = (name, className, text) => {
    const node = d.createElement(name);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  // `text` with every occurrence of the words wrapped in <mark>.
  const highlight = (text, words) => {
    const fragment = d.createDocumentFragment();
    const lower = text.toLowerCase();
    // Lower-casing changed the length (a few scripts do): offsets would not line up, so show it plain.
    if (lower.length !== text.length) {
      fragment.append(text);
      return fragment;
    }
    const ranges = [];
    for (const word of words) {
      for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + word.length)) ranges.push([at, at + word.length]);
    }
    ranges.sort((a, b) => a[0] - b[0]);
    let position = 0;
    for (const [start, end] of ranges) {
      if (end <= position) continue;
      const from = Math.max(start, position);
      if (from > position) fragment.append(text.slice(position, from));
      fragment.append(element("mark", "", text.slice(from, end)));
      position = end;
    }
    fragment.append(text.slice(position));
    return fragment;
  };

  // A passage of the text around the first match, cut at spaces.
  const snippet = (page, words) => {
    let at = -1;
    for (const word of words) {
      const found = page.lowerText.indexOf(word);
      if (found >= 0 && (at < 0 || found < at)) at = found;
    }
    const text = page.text;
    let start = Math.max(0, at - 50);
    if (start > 0) start = text.indexOf(" ", start) + 1 || start;
    let end = Math.min(text.length, start + snippetLength);
    const space = end < text.length ? text.lastIndexOf(" ", end) : -1;
    if (space > start) end = space;
    return (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
  };

  // The heading (other than the title) that holds the most of the words, if any.
  const bestHeading = (page, words) => {
    let best = "";
    let most = 0;
    page.lowerHeadings.forEach((heading, i) => {
      if (page.headings[i] === page.title) return;
      const count = words.filter((word) => heading.includes(word)).length;
      if (count > most) {
        most = count;
        best = page.headings[i];
      }
    });
    return best;
  };

  // Every word must appear somewhere; a word in the title counts most, at its start more still.
  const score = (page, words, query) => {
    let total = page.lowerTitle === query ? 1000 : 0;
    for (const word of words) {
      const inTitle = page.lowerTitle.indexOf(word);
      if (inTitle === 0) total += 100;
      else if (inTitle > 0) total += page.lowerTitle[inTitle - 1] === " " ? 60 : 40;
      else if (page.lowerHeadings.some((heading) => heading.includes(word))) total += 20;
      else if (page.lowerText.includes(word)) total += 5;
      else return -1;
    }
    return total;
  };

  const search = (query) => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const key = words.join(" ");
    const pool = previous.matches && previous.key && key.startsWith(previous.key) ? previous.matches : pages;
    const matches = [];
    // The best `limit` matches, best first; a later page only displaces a strictly better one,
    // so equal scores keep the index's order. No sort of every match per keystroke.
    const best = [];
    for (const page of pool) {
      const value = score(page, words, key);
      if (value < 0) continue;
      matches.push(page);
      if (best.length === limit && value <= best[limit - 1].value) continue;
      let at = best.length;
      while (at > 0 && best[at - 1].value < value) at--;
      best.splice(at, 0, { page, value });
      if (best.length > limit) best.pop();
    }
    previous = { key, matches };
    return { words, total: matches.length, results: best.map((match) => match.page) };
  };

  const render = ({ words, total, results }, query) => {
    shown = results;
    active = -1;
    input.removeAttribute("aria-activedescendant");
    const items = results.map((page, index) => {
      const item = element("li");
      item.id = `sitegen-search-option-${index}`;
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", "false");
      const link = element("a");
      link.href = page.url;
      link.tabIndex = -1;
      const title = element("span", "search-result-title");
      title.append(highlight(page.title, words));
      const heading = bestHeading(page, words);
      if (heading) title.append(" › ", highlight(heading, words));
      const text = element("span", "search-result-text");
      text.append(highlight(snippet(page, words), words));
      link.append(title, text);
      item.append(link);
      item.addEventListener("mousemove", () => select(index, false));
      return item;
    });
    if (!items.length) {
      const empty = element("li", "search-empty", `No results for “${query}”`);
      empty.setAttribute("role", "option");
      empty.setAttribute("aria-disabled", "true");
      items.push(empty);
    }
    list.replaceChildren(...items);
    open();
    announce(total === 0 ? "No results" : total > limit ? `${total} results, showing the first ${limit}` : total === 1 ? "1 result" : `${total} results`);
  };

  const update = () => {
    const query = input.value.trim();
    if (!query) {
      close();
      announce("");
      return;
    }
    if (!pages) {
      announce("Loading the search index…");
      load();
      return;
    }
    render(search(query), query);
  };

  const open = () => {
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
    // The list is wider than a narrow box: slide it left rather than past the window's edge.
    list.style.left = "";
    const edge = d.documentElement.clientWidth - 8;
    const box = list.getBoundingClientRect();
    if (box.right > edge) list.style.left = `${-Math.min(box.right - edge, box.left - 8)}px`;
  };

  const close = () => {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };

  const select = (index, scroll = true) => {
    const items = list.children;
    if (active >= 0 && items[active]) items[active].setAttribute("aria-selected", "false");
    active = index;
    const item = items[index];
    item.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", item.id);
    if (scroll) item.scrollIntoView({ block: "nearest" });
  };

  const go = (page, newTab) => {
    if (newTab) window.open(page.url, "_blank", "noopener");
    else location.href = page.url;
  };

  input.addEventListener("focus", () => {
    load();
    if (input.value.trim()) update();
  });
  input.addEventListener("input", update);
  input.addEventListener("keydown", (event) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (list.hidden) update();
        if (!shown.length) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        select(active < 0 ? (step > 0 ? 0 : shown.length - 1) : (active + step + shown.length) % shown.length);
        break;
      }
      case "Enter":
        if (list.hidden || !shown.length) return;
        event.preventDefault();
        go(shown[Math.max(active, 0)], event.ctrlKey || event.metaKey);
        break;
      case "Escape":
        event.preventDefault();
        if (!list.hidden) close();
        else if (input.value) input.value = "";
        else input.blur();
        break;
    }
  });
  // Clicking a result must not blur the input first (which would close the list under the pointer).
  list.addEventListener("mousedown", (event) => event.preventDefault());
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget)) close();
  });

  d.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const target = event.target;
    if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
})();
