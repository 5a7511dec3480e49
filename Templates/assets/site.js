// The default layouts' small enhancements. Without JavaScript none of this is
// needed: every code block is still selectable and the navigation still works.
(() => {
  "use strict";
  const d = document;

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

  // A copy button on every code block, outside the <pre> so it stays put when the code scrolls sideways.
  for (const code of d.querySelectorAll("pre > code")) {
    const pre = code.parentElement;
    const block = d.createElement("div");
    block.className = "code-block";
    pre.before(block);
    block.append(pre);
    // A scrolling block must be reachable by keyboard to scroll it, and what
    // takes focus needs a role and a name for screen readers to announce.
    if (pre.scrollWidth > pre.clientWidth) {
      pre.tabIndex = 0;
      pre.setAttribute("role", "region");
      pre.setAttribute("aria-label", "Code block");
    }
    const button = d.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy code");
    let timer;
    button.addEventListener("click", async () => {
      const copied = await copy(code.textContent.replace(/\n$/, ""));
      button.textContent = copied ? "Copied" : "Press Ctrl+C";
      button.toggleAttribute("data-copied", true);
      status.textContent = "";
      status.textContent = copied ? "Copied to the clipboard" : "Could not copy; select the code and copy it";
      clearTimeout(timer);
      timer = setTimeout(() => {
        button.textContent = "Copy";
        button.removeAttribute("data-copied");
      }, 2000);
    });
    block.append(button);
  }

  // Keep the current page visible in a long sidebar without scrolling the window.
  const scroller = d.querySelector(".sidebar");
  const current = scroller && scroller.querySelector('[aria-current="page"]');
  if (current && scroller.scrollHeight > scroller.clientHeight) {
    const offset = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    if (offset > scroller.clientHeight * 0.8) scroller.scrollTop += offset - scroller.clientHeight / 3;
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
})();
