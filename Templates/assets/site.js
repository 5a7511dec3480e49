// The default layouts' small enhancements. Without JavaScript none of this is
// needed: every code block is still selectable and the navigation still works.
(() => {
  "use strict";
  const d = document;

  // The words shown to readers, in the page's language: partials/head.html writes those of the language's table
  // (Templates/strings/<code>.json, `scripts`) that are not the English ones here, which are en.json's word for word.
  const phrases = (() => {
    try {
      return JSON.parse(d.getElementById("sitegen-strings").textContent) || {};
    } catch {
      return {};
    }
  })();
  const say = (key, english, values = {}) =>
    String(phrases[key] || english).replace(/\{(\w+)\}/g, (placeholder, name) => (name in values ? values[name] : placeholder));

  // One polite live region announces "Copied" for every button.
  const status = d.createElement("p");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  d.body.append(status);

  const copy = async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // file:// pages and older browsers have no async clipboard: copy through a selection.
      const area = d.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.cssText = "position:fixed;opacity:0";
      d.body.append(area);
      area.select();
      const copied = d.execCommand("copy");
      area.remove();
      return copied;
    }
  };

  // The highlighted HTML of each line. The highlighter writes flat `tok-` spans, so a span open at a line
  // break (a multi-line string or comment) is closed there and opened again on the next line.
  const splitLines = (code) => {
    let open = "";
    return code.innerHTML.replace(/\n$/, "").split("\n").map((line) => {
      const html = open + line, start = html.lastIndexOf("<span"), end = html.lastIndexOf("</span>");
      open = start > end ? html.slice(start, html.indexOf(">", start) + 1) : "";
      return open ? html + "</span>" : html;
    });
  };

  // `{1,3-5}` in the info string, as the set of line numbers it names.
  const markedLines = (list) => {
    const marked = new Set();
    for (const part of (list || "").split(",")) {
      const [first, last = first] = part.split("-").map(Number);
      for (let line = first; line <= last && line - first < 10000; line++) marked.add(line);
    }
    return marked;
  };

  // A console line is a command when it starts with a prompt or continues a command ending in `\`.
  // Returns what the copy button copies: the commands alone, without prompts or output.
  const consoleLines = (lines) => {
    const commands = [];
    let continues = false;
    const classes = lines.map((line) => {
      const text = line.textContent;
      const command = continues || /^[$%]( |\t|$)/.test(text);
      if (command) commands.push(continues ? text : text.replace(/^[$%][ \t]?/, ""));
      if (command && !continues) line.querySelector(".tok-punctuation")?.classList.add("prompt");
      continues = command && text.endsWith("\\");
      return command ? "command" : "output";
    });
    lines.forEach((line, index) => line.classList.add(classes[index]));
    return commands.join("\n");
  };

  // Each line in its own span, so lines can be marked and a console's output told from its commands.
  const wrapLines = (code, marked) => {
    code.innerHTML = splitLines(code).map((html, index) =>
      `<span class="line${marked.has(index + 1) ? " marked" : ""}">${html}</span>`).join("\n") + "\n";
    return [...code.children];
  };

  // Regions need names a screen reader can tell apart: the second block titled "Package.swift" is
  // "Package.swift 2", the third untitled one "Code block 3".
  const regionNames = new Map();
  const regionName = (base) => {
    const count = (regionNames.get(base) || 0) + 1;
    regionNames.set(base, count);
    return count === 1 && base !== say("code_block", "Code block") ? base : `${base} ${count}`;
  };

  const label = (name, text) => {
    const span = d.createElement("span");
    span.className = name;
    span.textContent = text;
    return span;
  };

  // The copy button's picture: two sheets, one over the other.
  const copyIcon = '<svg class="copy-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">' +
    '<rect x="5.5" y="5.5" width="8" height="9" rx="1.5" fill="none" stroke="currentColor"/>' +
    '<path d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5h-5A1.5 1.5 0 0 0 2.5 3v7A1.5 1.5 0 0 0 4 11.5h1" fill="none" stroke="currentColor"/></svg>';

  // A scrolling block must be reachable by keyboard to scroll it, and what
  // takes focus needs a role and a name for screen readers to announce.
  const reachScrolling = (pre, name) => {
    if (pre.scrollWidth <= pre.clientWidth) return;
    pre.tabIndex = 0;
    pre.setAttribute("role", "region");
    pre.setAttribute("aria-label", regionName(name));
  };

  // Every code block gets its language, faint in the top corner, and a copy button shown on hover or focus, both in
  // the strip at the block's right that the code never scrolls under; a block with a title gets a bar above it
  // holding the title, the language and the button. Outside the <pre>, so they stay put when the code scrolls.
  for (const code of d.querySelectorAll("pre > code")) {
    const pre = code.parentElement;
    const language = (code.className.match(/language-(\S+)/) || [])[1] || "";
    const isConsole = language === "console" || language === "shell-session";
    // Code annotations' markers (`(1)`, links to the notes below the code) are not part of the code copied.
    const plain = code.cloneNode(true);
    for (const marker of plain.querySelectorAll(".code-annotation")) marker.remove();
    let copied = plain.textContent.replace(/\n$/, "");
    if (isConsole || pre.dataset.lines || pre.dataset.linenums) {
      const lines = wrapLines(code, markedLines(pre.dataset.lines));
      if (isConsole) copied = consoleLines(lines);
    }
    // `linenums="N"`: the stylesheet numbers the lines from N, outside the text that is copied or selected.
    if (pre.dataset.linenums) {
      code.classList.add("numbered");
      code.style.counterReset = `line ${Number(pre.dataset.linenums) - 1}`;
    }
    const block = d.createElement("div");
    block.className = "code-block";
    pre.before(block);
    const bar = d.createElement("div");
    bar.className = "code-bar";
    if (pre.dataset.title) bar.append(label("code-title", pre.dataset.title));
    if (language) (pre.dataset.title ? bar : block).append(label("code-language", language));
    block.prepend(pre);
    if (pre.dataset.title) block.prepend(bar);
    reachScrolling(pre, pre.dataset.title || say("code_block", "Code block"));
    const button = d.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    const caption = label("copy-text", say("copy", "Copy"));
    button.innerHTML = copyIcon;
    button.append(caption);
    button.setAttribute("aria-label", isConsole ? say("copy_commands", "Copy commands") : say("copy_code", "Copy code"));
    let timer;
    button.addEventListener("click", async () => {
      const done = await copy(copied);
      caption.textContent = done ? say("copied", "Copied") : say("copy_by_keyboard", "Press Ctrl+C");
      button.toggleAttribute("data-copied", true);
      status.textContent = "";
      status.textContent = done ? say("copied_status", "Copied to the clipboard")
        : say("copy_failed_status", "Could not copy; select the code and copy it");
      clearTimeout(timer);
      timer = setTimeout(() => {
        caption.textContent = say("copy", "Copy");
        button.removeAttribute("data-copied");
      }, 2000);
    });
    (pre.dataset.title ? bar : block).append(button);
  }

  // Preformatted text of raw HTML without <code> (a terminal session) scrolls as code does.
  for (const pre of d.querySelectorAll("main pre:not(:has(> code))")) reachScrolling(pre, say("code_block", "Code block"));

  // A table wider than its column scrolls in its own box (site.css): the keyboard must be able to reach it to scroll
  // it, and what takes focus needs a name: its caption, else its header cells ("Filter, Example, Result").
  for (const table of d.querySelectorAll("main table")) {
    if (table.scrollWidth <= table.clientWidth) continue;
    table.tabIndex = 0;
    const headers = [...(table.tHead?.rows[0]?.cells || [])].map((cell) => cell.textContent.trim()).filter(Boolean);
    if (!table.caption && headers.length) table.setAttribute("aria-label", headers.join(", "));
  }

  // The navigation drawer (partials/sidebar.html) opens and closes without a script; this adds what a
  // popover does not do by itself: the button reports its state, opening focuses the current page's
  // link, a link followed or focus moved out closes the drawer, and so does a window widened into the
  // sidebar layout.
  const drawer = d.getElementById("sitegen-navigation");
  const opener = d.querySelector(".nav-button");
  if (drawer && opener && drawer.hidePopover) {
    const isOpen = () => drawer.matches(":popover-open");
    const close = () => isOpen() && drawer.hidePopover();
    opener.setAttribute("aria-expanded", "false");
    drawer.addEventListener("toggle", (event) => {
      const open = event.newState === "open";
      opener.setAttribute("aria-expanded", String(open));
      if (open) (drawer.querySelector('a[aria-current="page"]') || drawer.querySelector("a[href]"))?.focus();
    });
    drawer.addEventListener("click", (event) => { if (event.target.closest("a[href]")) close(); });
    // Tabbing out of the drawer would leave it open over the page the focus is now on.
    drawer.addEventListener("focusout", (event) => {
      if (event.relatedTarget && !drawer.contains(event.relatedTarget)) close();
    });
    matchMedia("(min-width: 60em)").addEventListener("change", (wide) => { if (wide.matches) close(); });
  }

  // Each <details data-open-from="WIDTH"> (the table of contents) is open on screens at least that wide and
  // closed on narrower ones, now and on every resize. Until this has run, site.css shows it closed on a narrow
  // screen, so it never paints open and then jumps shut; taking the attribute away ends that.
  for (const details of d.querySelectorAll("details[data-open-from]")) {
    const wide = matchMedia(`(min-width: ${details.dataset.openFrom})`);
    const follow = () => { details.open = wide.matches; };
    follow();
    wide.addEventListener("change", follow);
    details.removeAttribute("data-open-from");
  }

  // Keep the current page visible in a long sidebar without scrolling the window.
  const sidebar = d.querySelector(".sidebar");
  const revealCurrent = () => {
    const current = sidebar.querySelector('[aria-current="page"]');
    if (!current || sidebar.scrollHeight <= sidebar.clientHeight) return;
    const offset = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
    if (offset > sidebar.clientHeight * 0.8) sidebar.scrollTop += offset - sidebar.clientHeight / 3;
  };
  if (sidebar) revealCurrent();

  // A page of the API reference: the sidebar's data-tree names its module's navigation file
  // (APIReferenceNavigation.swift), {title, url, children: NODES}, where a node is ["Group title"], heading the
  // nodes after it, or ["Title", "url/", NODES?], its URL relative to the module's unless it starts with "/". Its
  // tree replaces the way to the current page the build wrote: group headings shown, the branch of the current
  // page open and every other section closed until opened, its entries made only then, so a module of
  // thousands of symbols makes only what is shown.
  const showTree = (tree, treeURL) => {
    // The file sits in its module's folder, which tells the site's base path.
    const moduleURL = new URL(".", treeURL).pathname;
    const base = moduleURL.endsWith(tree.url) ? moduleURL.slice(0, -tree.url.length) : "";
    const href = (url) => (url.startsWith("/") ? base + url : moduleURL + url);
    let here = location.pathname.replace(/index\.html$/, "");
    try { here = decodeURIComponent(here); } catch {}
    // The way down to the current page: where it sits under its own parent (the URL one level up is the
    // parent's) rather than where another section lists it too.
    const module = [tree.title, tree.url, tree.children];
    let way = null;
    const search = (node, chain) => {
      const url = href(node[1]);
      if (url === here && (!way || !way.underItsParent)) {
        way = [...chain, node];
        way.underItsParent = !chain.length || url.replace(/[^/]+\/$/, "") === href(chain[chain.length - 1][1]);
      }
      for (const child of node[2] || []) if (child.length > 1) search(child, [...chain, node]);
    };
    search(module, []);
    const open = new Set(way || [module]);
    const current = way && way[way.length - 1];
    let groups = 0;

    const link = (node) => {
      const a = d.createElement("a");
      a.href = href(node[1]);
      a.textContent = node[0];
      if (node === current) a.setAttribute("aria-current", "page");
      return a;
    };
    const entry = (node) => {
      const item = d.createElement("li");
      if (!node[2] || !node[2].length) {
        item.append(link(node));
        return item;
      }
      item.className = "nav-section";
      const details = d.createElement("details");
      const summary = d.createElement("summary");
      summary.append(link(node));
      details.append(summary);
      let filled = false;
      const fill = () => {
        if (!details.open || filled) return;
        filled = true;
        details.append(list(node[2]));
      };
      details.open = open.has(node);
      fill();
      details.addEventListener("toggle", fill);
      item.append(details);
      return item;
    };
    // Entries, each group heading holding the entries after it as a list of its own, named by it.
    const list = (nodes) => {
      const outer = d.createElement("ul");
      outer.className = "nav-list";
      let inner = outer;
      for (const node of nodes) {
        if (node.length > 1) {
          inner.append(entry(node));
          continue;
        }
        const group = d.createElement("li");
        group.className = "nav-group";
        const title = d.createElement("span");
        title.className = "nav-group-title";
        title.id = `sitegen-nav-group-${++groups}`;
        title.textContent = node[0];
        inner = d.createElement("ul");
        inner.className = "nav-group-list";
        inner.setAttribute("aria-labelledby", title.id);
        group.append(title, inner);
        outer.append(group);
      }
      return outer;
    };

    const made = d.createElement("ul");
    made.className = "nav-list";
    made.append(entry(module));
    const written = sidebar.querySelector(":scope > .nav-list");
    const focused = written && written.contains(d.activeElement);
    if (written) written.replaceWith(made);
    else sidebar.append(made);
    if (focused) sidebar.querySelector('a[aria-current="page"]')?.focus();
    revealCurrent();
  };
  if (sidebar && sidebar.dataset.tree) {
    const treeURL = new URL(sidebar.dataset.tree, location.href);
    // Without the file the sidebar keeps what the build wrote.
    fetch(treeURL)
      .then((response) => (response.ok ? response.json() : null))
      .then((tree) => tree && showTree(tree, treeURL))
      .catch(() => {});
  }

  // Mark the table-of-contents entry of the section being read: the last heading above the top third.
  const links = [...d.querySelectorAll(".toc-list a[href^='#']")];
  const targets = links.map((link) => d.getElementById(decodeURIComponent(link.hash.slice(1))));
  if (links.length && targets.every(Boolean)) {
    let frame = 0;
    const mark = () => {
      frame = 0;
      let index = -1;
      targets.forEach((target, i) => {
        if (target.getBoundingClientRect().top < innerHeight / 3) index = i;
      });
      links.forEach((link, i) => (i === index ? link.setAttribute("aria-current", "true") : link.removeAttribute("aria-current")));
    };
    addEventListener("scroll", () => { frame ||= requestAnimationFrame(mark); }, { passive: true });
    mark();
  }

  // Linked content tabs, as MkDocs Material links them: choosing a tab chooses the tabs of the same label in every
  // other set of the page (the language of each example at once). Without script each set still switches alone.
  d.addEventListener("change", (event) => {
    const input = event.target;
    if (!input.matches?.(".tabbed-input")) return;
    const label = input.nextElementSibling?.textContent;
    for (const other of d.querySelectorAll(".tabbed-set > .tabbed-label")) {
      if (other.textContent === label && other.control && other.control !== input) other.control.checked = true;
    }
  });

  // The headings of DocC pages keep their case (#Should-TCA-be-used) where sitegen once wrote them in lower case:
  // a fragment that names no element, as an old link's may, is taken to the id it names in another case, and the
  // address corrected (replaced, not added to the history) so that it can be shared and :target applies.
  const findFragment = () => {
    let id = location.hash.slice(1);
    try { id = decodeURIComponent(id); } catch {}
    if (!id || d.getElementById(id)) return;
    const wanted = id.toLowerCase();
    const found = [...d.querySelectorAll("[id]")].find((element) => element.id.toLowerCase() === wanted);
    if (found) location.replace("#" + encodeURIComponent(found.id));
  };
  addEventListener("hashchange", findFragment);
  findFragment();
})();
