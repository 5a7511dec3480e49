// The appearances page (/_sitegen/appearances): one page of the site in three frames, light,
// dark and night. Keeps the three frames on the same page (a link followed in one moves all
// three), the address bar naming it, and every frame laid out at the chosen width, scaled to fit.
(() => {
  "use strict";

  // The query parameter the theme's inline script reads to force an appearance in a frame
  // without touching the reader's stored choice (AppearancesPage.parameter on the server).
  const parameter = "sitegen-appearance";
  const frames = [...document.querySelectorAll("iframe[data-appearance]")];
  const field = document.getElementById("page");
  const widths = [...document.querySelectorAll('input[name="width"]')];
  const main = document.querySelector(".appearances-frames");
  let current = field.value;

  // A frame's address: the page with the appearance forced.
  function address(page, appearance) {
    const url = new URL(page, location.origin);
    url.searchParams.set(parameter, appearance);
    return url.pathname + url.search;
  }

  function chosenWidth() {
    return Number((widths.find((input) => input.checked) || widths[widths.length - 1]).value);
  }

  // The page has a <base> for the site's stylesheets, so the address is built from location.pathname.
  function rememberInAddressBar() {
    const query = new URLSearchParams({ page: current, width: String(chosenWidth()) });
    history.replaceState(null, "", location.pathname + "?" + query);
  }

  function show(page) {
    current = page;
    field.value = page;
    rememberInAddressBar();
    for (const frame of frames) {
      const target = address(page, frame.dataset.appearance);
      const shown = frame.contentWindow.location;
      if (shown.pathname + shown.search !== target) frame.src = target;
    }
  }

  // Every column has the same width, so one scale fits all three frames. A third of a desktop
  // window would shrink a desktop page past reading, so no frame is scaled below half: the columns
  // then scroll sideways. On a phone one column takes most of the width, the next peeking beside it.
  const smallestScale = 0.5;
  const narrow = matchMedia("(max-width: 50rem)");
  function scale() {
    const width = chosenWidth();
    const fit = main.clientWidth / (narrow.matches ? 1.15 : 3);
    const frameScale = Math.min(1, Math.max(smallestScale, fit / width));
    main.style.setProperty("--frame-width", width + "px");
    main.style.setProperty("--frame-scale", String(frameScale));
    main.style.setProperty("--column-min", Math.floor(width * frameScale) + "px");
  }

  for (const frame of frames) {
    frame.addEventListener("load", () => {
      let url;
      try {
        url = new URL(frame.contentWindow.location.href);
      } catch (_) {
        return; // a link to another site: leave that frame where it went
      }
      const forced = url.searchParams.get(parameter) === frame.dataset.appearance;
      url.searchParams.delete(parameter);
      const page = url.pathname + url.search;
      if (page !== current) show(page);
      // A link inside the frame lost the forced appearance: put it back.
      else if (!forced) frame.src = address(page, frame.dataset.appearance);
    });
  }

  const asked = new URLSearchParams(location.search).get("width");
  for (const input of widths) {
    if (input.value === asked) input.checked = true;
    input.addEventListener("change", () => {
      scale();
      rememberInAddressBar();
    });
  }
  new ResizeObserver(scale).observe(main);
  scale();
})();
