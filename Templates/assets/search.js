// Full-text search over the index sitegen writes under search/ (SearchIndexBuilder.swift says how):
// a small manifest fetched when the box is first focused, then per query only the chunks of
// postings its words fall in and the page tables (titles and URLs) of the pages it shows, which are
// listed at once; the passages come from the shown pages themselves, fetched and split at their
// headings as the build split them (PageText.swift). Words are split, lower-cased,
// stemmed and stop words skipped exactly as the build does (SearchTokenizer, SearchStemmer and
// StopWords in Sources/Site/DerivedFiles/Search): change them together. The box is an ARIA 1.2
// combobox: focus stays in the input, arrow keys move through a listbox, Enter opens the chosen
// result, Escape closes, and "/" focuses the box from anywhere. Index and page text only ever reach the
// page as text nodes, never as markup.
(() => {
  "use strict";
  const d = document;
  const root = d.querySelector(".search[data-index]");
  if (!root) return;
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
  // For the box's markup: a table's words are text, whatever characters they hold.
  const escaped = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  // partials/search.html writes only the placeholder, hidden: without this script the box could do nothing, so
  // its markup is made here rather than carried by every page. Markup a site writes inside the placeholder is
  // used as it is.
  if (!root.firstElementChild) {
    root.setAttribute("role", "search");
    root.innerHTML = [
      `<label class="visually-hidden" for="sitegen-search">${escaped(say("search", "Search"))}</label>`,
      `<input id="sitegen-search" class="search-input" type="text" enterkeyhint="search" placeholder="${escaped(say("search", "Search"))}" ` +
        'autocomplete="off" spellcheck="false" role="combobox" aria-autocomplete="list" aria-expanded="false" ' +
        'aria-controls="sitegen-search-results" aria-describedby="sitegen-search-hint">',
      '<kbd class="search-key" aria-hidden="true">/</kbd>',
      `<span id="sitegen-search-hint" class="visually-hidden">${escaped(say("search_hint", "Press slash to search from anywhere; use the arrow keys to choose a result."))}</span>`,
      `<ul id="sitegen-search-results" class="search-results" role="listbox" aria-label="${escaped(say("search_results", "Search results"))}" hidden></ul>`,
      '<p class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></p>',
    ].join("");
  }
  const input = root.querySelector('[role="combobox"]');
  const list = root.querySelector('[role="listbox"]');
  // A customised box without a status line still works; it just announces nothing.
  const status = root.querySelector('[role="status"]') || d.createElement("p");
  const manifestURL = new URL(root.dataset.index, location.href);
  const pageLimit = 8;
  // Pages whose passages are fetched with the results; the others' when scrolled into view (a page's HTML is
  // most of a query's bytes: 8 long pages can pass 300 KB gzipped).
  const upFront = 4;
  const sectionsPerPage = 3;
  const snippetLength = 160;
  // A short prefix can match words in many chunks: it is completed from the nearest few.
  const chunksPerPrefix = 4;

  let manifest = null;
  let loading = null;
  const chunks = new Map();
  const tables = new Map();
  const readable = new Map();
  let shown = [];
  let active = -1;
  let latest = 0;
  let lazy = null;

  root.hidden = false;
  for (const hint of d.querySelectorAll(".search-hint")) hint.hidden = false;

  // --- Words, as SearchTokenizer, StopWords, SearchStemmer and SearchScheme make them ---

  const wordPattern = /[a-z0-9\u0080-\u009f\u00a1-\u1fff\u2070-\uffff]+/g;
  const utf8Length = (word) => new TextEncoder().encode(word).length;
  const lowerASCII = (text) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  // Lengths in UTF-8 bytes, as the build counts them, for any word with a character past ASCII.
  const isWordLength = (word) => {
    const length = /[^\x00-\x7f]/.test(word) ? utf8Length(word) : word.length;
    return length > 1 && length <= 40;
  };
  // The English scheme's tokens: each run of word characters, with where it is in the text.
  const runs = (text) => [...lowerASCII(text).matchAll(wordPattern)].map((match) => ({
    word: match[0], start: match.index, end: match.index + match[0].length,
  }));
  // The plain scheme splits runs further, at the code points of SearchCJKText.swift: CJK punctuation separates
  // words, and a run of CJK letters gives each letter and each pair of neighbouring letters, each letter after the
  // pair it ends. A letter that a pair holds is `paired`: a query looks for the pairs only.
  const inRanges = (ranges) => (code) => ranges.some(([low, high]) => code >= low && code <= high);
  const isCJKLetter = inRanges([
    [0x4e00, 0x9fff], [0x3400, 0x4dbf], [0x20000, 0x3ffff], [0xf900, 0xfaff], [0x3005, 0x3007], [0x3041, 0x309f],
    [0x30a1, 0x30fa], [0x30fc, 0x30ff], [0x31f0, 0x31ff], [0xff66, 0xff9f], [0xac00, 0xd7ff], [0x1100, 0x11ff],
    [0x3131, 0x318f], [0xa960, 0xa97f], [0xffa0, 0xffdc],
  ]);
  const isCJKSeparator = inRanges([
    [0x3000, 0x3004], [0x3008, 0x303f], [0x30a0, 0x30a0], [0x30fb, 0x30fb], [0xfe10, 0xfe1f], [0xfe30, 0xfe4f],
    [0xff01, 0xff0f], [0xff1a, 0xff20], [0xff3b, 0xff40], [0xff5b, 0xff65],
  ]);
  const plainTokens = (text) => runs(text).flatMap(({ word: run, start: offset }) => {
    const tokens = [];
    const piece = (start, end) => {
      if (end > start) tokens.push({ word: run.slice(start, end), start: offset + start, end: offset + end });
    };
    let start = 0;
    let previous = -1;
    for (let at = 0; at < run.length;) {
      const code = run.codePointAt(at);
      const end = at + (code > 0xffff ? 2 : 1);
      if (isCJKSeparator(code)) {
        piece(start, at);
        previous = -1;
        start = end;
      } else if (isCJKLetter(code)) {
        piece(start, at);
        if (previous >= 0) piece(previous, end);
        const paired = previous >= 0 || (end < run.length && isCJKLetter(run.codePointAt(end)));
        tokens.push({ word: run.slice(at, end), start: offset + at, end: offset + end, paired });
        previous = at;
        start = end;
      } else {
        previous = -1;
      }
      at = end;
    }
    piece(start, run.length);
    return tokens;
  });
  const stopWords = new Set(("an and are as at be but by for from has have if in into is it its of on or that the their " +
    "them then there these they this to was we were which will with you your").split(" "));
  const isVowel = (letter) => "aeiouy".includes(letter);
  const withoutPlural = (word) => {
    if (word.endsWith("ies") && word.length > 4) return word.slice(0, -3) + "y";
    if (/(sses|xes|ches|shes|zes)$/.test(word)) return word.slice(0, -2);
    if (word.endsWith("s") && !/(ss|us|is)$/.test(word) && word.length > 3) return word.slice(0, -1);
    return word;
  };
  const withoutSuffix = (word) => {
    if (word.endsWith("ied") && word.length > 4) return word.slice(0, -3) + "y";
    for (const suffix of ["ing", "ed"]) {
      if (!word.endsWith(suffix)) continue;
      const stem = word.slice(0, -suffix.length);
      if (stem.length < 3 || ![...stem].some(isVowel)) return word;
      const last = stem[stem.length - 1];
      return stem[stem.length - 2] === last && !isVowel(last) && !"lsz".includes(last) ? stem.slice(0, -1) : stem;
    }
    return word.endsWith("ly") && word.length >= 6 ? word.slice(0, -2) : word;
  };
  const stem = (word) => {
    if (!/^[a-z]+$/.test(word)) return word;
    const stemmed = withoutSuffix(withoutPlural(word));
    return stemmed.length > 3 && stemmed.endsWith("e") ? stemmed.slice(0, -1) : stemmed;
  };
  // Every letter lower-cased, a final sigma as a plain one (the build's Swift writes no final sigma).
  const lowerCased = (text) => text.toLowerCase().replace(/ς/g, "σ");
  // The schemes by the name the manifest gives (none for English): a text's tokens, whether a word is a stop word,
  // its stem, and the case a text is compared with a prefix in.
  const schemes = {
    english: { tokens: runs, isStopWord: (word) => stopWords.has(word), stem, lower: lowerASCII },
    plain: { tokens: plainTokens, isStopWord: () => false, stem: lowerCased, lower: lowerCased },
  };
  // The words of a text as the index takes them.
  const words = (text, scheme) => scheme.tokens(text).map((token) => token.word).filter(isWordLength);

  // The query's terms, as the index's scheme makes them: every word stemmed, the one still being typed (no space
  // after it) also a prefix.
  const parse = (query) => {
    const all = scheme.tokens(query).filter((token) => !token.paired && isWordLength(token.word)).map((token) => token.word);
    const typing = !/\s$/.test(query);
    const terms = [];
    all.forEach((word, index) => {
      const prefix = typing && index === all.length - 1;
      if (!prefix && scheme.isStopWord(word)) return;
      const lower = scheme.lower(word);
      if (!terms.some((term) => term.word === lower)) terms.push({ word: lower, stem: scheme.stem(word), prefix });
    });
    return terms;
  };

  // --- The index: manifest, chunks of postings, page tables ---

  // How the index's language makes its words, as its manifest says.
  let scheme = schemes.english;

  const fetchJSON = (path) => fetch(new URL(path, manifestURL)).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  });

  const load = () => {
    loading ||= fetchJSON("manifest.json")
      .then((value) => {
        manifest = value;
        scheme = schemes[value.scheme] || schemes.english;
        if (d.activeElement === input) update();
      })
      .catch(() => {
        loading = null; // try again on the next focus
        announce(say("search_unavailable", "Search is unavailable right now."));
      });
    return loading;
  };

  const cached = (cache, key, path, fetchFile) => {
    if (!cache.has(key)) cache.set(key, fetchFile(path).catch((error) => {
      cache.delete(key);
      throw error;
    }));
    return cache.get(key);
  };
  const chunk = (index) => cached(chunks, index, `words/${index}.json`, fetchJSON);
  // A page's title and URL, from the table of its run of ids (SearchPageTable.swift).
  const pageEntry = (page) => {
    const table = Math.floor(page / manifest.pageTable);
    return cached(tables, table, `pages/${table}.json`, fetchJSON).then((rows) => {
      const row = rows[page - table * manifest.pageTable];
      if (!row) throw new Error(`no page ${page} in its table`);
      return { title: row[0], url: row[1], sections: null };
    });
  };

  // --- A shown page's readable text, from its HTML: what the build indexed of it ---

  // Never text: code, the site's chrome, the table of contents, scripts.
  const skipped = /^(PRE|NAV|HEADER|FOOTER|SCRIPT|STYLE|TEMPLATE|BUTTON|NOSCRIPT|SVG|IFRAME)$/i;
  // Elements whose text is words apart from the text around them.
  const blocks = /^(P|LI|DT|DD|TD|TH|TR|DIV|BLOCKQUOTE|TABLE|UL|OL|DL|DETAILS|SUMMARY|FIGURE|FIGCAPTION|SECTION|BR|H[1-6])$/;
  // A table's cells, kept apart in a passage, where a row's key and its meaning would otherwise read as one sentence.
  const cells = /^(TD|TH)$/;
  const isSkipped = (node) => skipped.test(node.tagName) || node.classList.contains("toc") || node.classList.contains("heading-anchor");
  const textOf = (node, parts = []) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) parts.push(child.data);
      if (child.nodeType !== Node.ELEMENT_NODE || isSkipped(child)) continue;
      textOf(child, parts);
      if (blocks.test(child.tagName)) parts.push(cells.test(child.tagName) ? " · " : " ");
    }
    return parts;
  };

  // The page's sections: its content's top-level headings split it, as the build's do; each heading's id is its anchor.
  const sectionsOf = (html) => {
    const page = new DOMParser().parseFromString(html, "text/html");
    const content = page.querySelector("article.prose, .prose") || page.querySelector("article, main") || page.body;
    const sections = [{ heading: null, level: 0, anchor: null, parts: [] }];
    for (const node of content.children) {
      if (/^H[1-6]$/.test(node.tagName)) {
        sections.push({ heading: textOf(node).join("").trim(), level: Number(node.tagName[1]), anchor: node.id || null, parts: [] });
      } else if (!isSkipped(node)) {
        textOf(node, sections[sections.length - 1].parts).push(" ");
      }
    }
    return sections
      .map(({ parts, ...section }) => ({ ...section, text: parts.join("") }))
      .filter((section) => section.heading !== null || section.text.trim());
  };

  // A page with its sections; without them (the page could not be fetched) it is listed by its title alone.
  const withSections = (page) => cached(readable, page.url, page.url, (url) => fetch(new URL(url, location.href)).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  }).then(sectionsOf)).then((sections) => ({ ...page, sections }), () => ({ ...page, sections: [] }));

  // Whether `a` is not after `b` in the byte order of their UTF-8, the order the build sorts words in: comparing
  // strings compares UTF-16 units, which puts the letters past U+FFFF (CJK Extension B) before U+E000–U+FFFF.
  const notAfter = (a, b) => {
    const [x, y] = [[...a], [...b]];
    for (let i = 0; i < x.length && i < y.length; i++) {
      if (x[i] !== y[i]) return x[i].codePointAt(0) < y[i].codePointAt(0);
    }
    return x.length <= y.length;
  };

  // The chunk whose words start at or before `word`: the last one whose first word is not after it.
  const chunkOf = (word) => {
    let low = 0;
    let high = manifest.chunks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (notAfter(manifest.chunks[middle], word)) low = middle;
      else high = middle - 1;
    }
    return low;
  };

  // The chunks that can hold a term's stem or, for the word being typed, words it begins.
  const chunksFor = (term) => {
    if (!manifest.chunks.length) return [];
    const needed = new Set([chunkOf(term.stem)]);
    const first = chunkOf(term.word);
    needed.add(first);
    for (let next = first + 1; term.prefix && next < manifest.chunks.length && next < first + chunksPerPrefix; next++) {
      if (!manifest.chunks[next].startsWith(term.word)) break;
      needed.add(next);
    }
    return [...needed];
  };

  const digitValues = new Map([..."0123456789abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZwxyz-_"].map((digit, value) => [digit, value]));
  // Whole numbers in SearchNumberCode: five bits a character, least significant first.
  const numbers = (code) => {
    const found = [];
    let number = 0;
    let shift = 0;
    for (const digit of code) {
      const value = digitValues.get(digit);
      number += (value & 31) * 2 ** shift;
      shift += 5;
      if (value < 32) {
        found.push(number);
        number = 0;
        shift = 0;
      }
    }
    return found;
  };

  // A word's postings as [page, weight] pairs.
  const postings = (code) => {
    const pairs = [];
    let page = -1;
    const found = numbers(code);
    for (let i = 0; i + 1 < found.length; i += 2) {
      page += found[i] + 1;
      pairs.push([page, found[i + 1]]);
    }
    return pairs;
  };

  // --- Ranking: a word in the title counts more than one in a heading, which counts more than the text ---

  const weightScore = (weight) => (weight & 64 ? 64 : 0) + (weight & 32 ? 16 : 0) + 2 * Math.log2(1 + (weight & 31));

  // Each page's best score for a term over the stems it matches; an exact stem beats a longer word it begins.
  const termScores = (term, loaded) => {
    const scores = new Map();
    for (const words of loaded) {
      for (const key in words) {
        const exact = key === term.stem;
        const near = term.near?.has(key);
        if (!exact && !near && !(term.prefix && key.startsWith(term.word))) continue;
        const found = postings(words[key]);
        const quality = exact ? 1 : near ? 0.4 : 0.5 + 0.5 * term.word.length / key.length;
        const rarity = Math.log(1 + manifest.pages / found.length);
        for (const [page, weight] of found) {
          const score = weightScore(weight) * quality * rarity;
          if (!(scores.get(page) >= score)) scores.set(page, score);
        }
      }
    }
    return scores;
  };

  // --- Typing mistakes: a term no word matches takes the words fewest edits away instead ---

  // How many edits a stem may be from a word: none when short (a short word's neighbours are other words),
  // one from four letters, two from eight.
  const editsAllowed = (stem) => ([...stem].length >= 8 ? 2 : [...stem].length >= 4 ? 1 : 0);

  // Letters inserted, deleted, replaced or two neighbours swapped between `a` and `b`; `limit + 1` once past `limit`.
  const editDistance = (a, b, limit) => {
    const [x, y] = [[...a], [...b]];
    if (Math.abs(x.length - y.length) > limit) return limit + 1;
    let before = null;
    let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
    for (let i = 1; i <= x.length; i++) {
      const row = [i];
      let best = i;
      for (let j = 1; j <= y.length; j++) {
        const cost = x[i - 1] === y[j - 1] ? 0 : 1;
        row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
        if (before && i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
        best = Math.min(best, row[j]);
      }
      if (best > limit) return limit + 1;
      [before, previous] = [previous, row];
    }
    return previous[y.length];
  };

  // A misspelt word sorts near the word meant (the first letters are seldom the wrong ones): its chunk and those
  // on either side.
  const chunksAround = (term) => {
    const middle = chunkOf(term.stem);
    return [middle - 1, middle, middle + 1].filter((index) => index >= 0 && index < manifest.chunks.length);
  };

  // The stems of the loaded chunks fewest edits from the term's, within what its length allows.
  const nearStems = (term, loaded) => {
    const limit = editsAllowed(term.stem);
    let fewest = limit + 1;
    let near = [];
    for (const words of loaded) {
      for (const key in words) {
        const edits = editDistance(term.stem, key, Math.min(limit, fewest));
        if (edits < fewest) [fewest, near] = [edits, []];
        if (edits === fewest && edits <= limit) near.push(key);
      }
    }
    return new Set(near);
  };

  // Each page's score for a term; a term nothing matches is matched to its near stems (`term.near`) instead.
  const scoresOf = async (term) => {
    const scores = termScores(term, await Promise.all(chunksFor(term).map(chunk)));
    if (scores.size || !editsAllowed(term.stem) || !manifest.chunks.length) return scores;
    const around = await Promise.all(chunksAround(term).map(chunk));
    term.near = nearStems(term, around);
    return term.near.size ? termScores(term, around) : scores;
  };

  // Pages holding every term, best first (equal scores in index order).
  const rank = async (terms) => {
    const perTerm = await Promise.all(terms.map(scoresOf));
    perTerm.sort((a, b) => a.size - b.size);
    const totals = [];
    for (const [page, score] of perTerm[0]) {
      let total = score;
      for (const other of perTerm.slice(1)) {
        const more = other.get(page);
        if (more === undefined) {
          total = -1;
          break;
        }
        total += more;
      }
      if (total >= 0) totals.push([page, total]);
    }
    totals.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    return totals;
  };

  // --- Results: each page with the sections the words fall in, and a marked passage of each ---

  // Whether a word of the text is one the query found (a stop word only as the start of the word being typed).
  const matcher = (terms) => (word) => {
    const stemmed = scheme.isStopWord(word) ? null : scheme.stem(word);
    const lower = scheme.lower(word);
    return terms.some((term) => stemmed === term.stem || term.near?.has(stemmed) || (term.prefix && (lower.startsWith(term.word) || stemmed?.startsWith(term.word))));
  };

  // The words of `text` that match, as [start, end] offsets; overlapping ones (CJK pairs) as one.
  const matches = (text, matching) => {
    const found = [];
    for (const { word, start, end } of scheme.tokens(text)) {
      if (!matching(word)) continue;
      const last = found[found.length - 1];
      if (last && start < last[1]) last[1] = Math.max(last[1], end);
      else found.push([start, end]);
    }
    return found;
  };

  // What a section's lower-cased text must contain to match a term: an English stem is the start of its words but
  // for a final "y" (entries → entry), the word being typed is the start of the words it completes, and a misspelt
  // term looks for its near stems.
  const stemNeedle = (stem) => (scheme === schemes.english ? stem.replace(/y$/, "") : stem);
  const needles = (terms) => terms.flatMap((term) => [term.prefix ? term.word : stemNeedle(term.stem), ...[...(term.near || [])].map(stemNeedle)]);

  // How often, and where first, a section's lower-cased text holds the terms' letters: a cheap stand-in for its
  // matches, so a long page's text is never split into words, only the passage shown.
  const occurrences = (lower, wanted) => {
    let count = 0;
    for (const needle of wanted) {
      for (let at = lower.indexOf(needle); at >= 0 && count < 100; at = lower.indexOf(needle, at + needle.length)) count++;
    }
    return count;
  };
  const firstOccurrence = (lower, wanted) => Math.min(...wanted.map((needle) => lower.indexOf(needle)).filter((at) => at >= 0));

  // Sections of a page where the words are, the most first; the first section when only the title matched.
  const hits = (page, matching, terms) => {
    const wanted = needles(terms);
    const sections = page.sections.map((section, index) => {
      const text = section.text.replace(/\s+/g, " ").trim();
      const lower = scheme.lower(text);
      const inHeading = section.heading ? matches(section.heading, matching).length : 0;
      return { section, index, text, lower, score: inHeading * 10 + occurrences(lower, wanted) };
    });
    const found = sections.filter((hit) => hit.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
    if (!found.length && sections.length) found.push(sections[0]);
    return found.slice(0, sectionsPerPage).sort((a, b) => a.index - b.index);
  };

  const element = (name, className, text) => {
    const node = d.createElement(name);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  // `text` with the given ranges wrapped in <mark>.
  const marked = (text, ranges) => {
    const fragment = d.createDocumentFragment();
    let position = 0;
    for (const [start, end] of ranges) {
      if (start < position) continue;
      fragment.append(text.slice(position, start), element("mark", "", text.slice(start, end)));
      position = end;
    }
    fragment.append(text.slice(position));
    return fragment;
  };

  // About `snippetLength` characters around the first match, cut at spaces, with the matches marked.
  const snippet = (hit, matching, wanted) => {
    const { text } = hit;
    const first = firstOccurrence(hit.lower, wanted);
    let start = Number.isFinite(first) ? Math.max(0, first - 40) : 0;
    if (start > 0) start = text.indexOf(" ", start) + 1 || start;
    let end = Math.min(text.length, start + snippetLength);
    const space = end < text.length ? text.lastIndexOf(" ", end) : -1;
    if (space > start) end = space;
    const passage = text.slice(start, end);
    const fragment = d.createDocumentFragment();
    fragment.append(start > 0 ? "…" : "", marked(passage, matches(passage, matching)), end < text.length ? "…" : "");
    return fragment;
  };

  const option = (url, heading, text, className) => {
    const item = element("li", className);
    item.setAttribute("role", "option");
    item.setAttribute("aria-selected", "false");
    const link = element("a");
    link.href = url;
    link.tabIndex = -1;
    link.append(heading, element("span", "search-result-text"));
    link.lastChild.append(text);
    item.append(link);
    return item;
  };

  // One option per section hit; the first names the page, the others (indented) only their heading. A page
  // whose sections are not there (yet) is one option, its title and URL.
  const pageOptions = (page, matching, terms) => {
    if (!page.sections?.length) {
      const title = element("span", "search-result-title");
      title.append(marked(page.title, matches(page.title, matching)));
      return [option(page.url, title, page.url, "search-result")];
    }
    return hits(page, matching, terms).map((hit, index) => sectionOption(page, hit, index, matching, terms));
  };

  const sectionOption = (page, hit, index, matching, terms) => {
    const wanted = needles(terms);
    const { section } = hit;
    const anchored = section.anchor && section.level > 1;
    const heading = element("span", "search-result-title");
    if (index === 0) heading.append(marked(page.title, matches(page.title, matching)));
    if (anchored) heading.append(index === 0 ? " › " : "", marked(section.heading, matches(section.heading, matching)));
    const url = anchored ? `${page.url}#${encodeURIComponent(section.anchor)}` : page.url;
    return option(url, heading, snippet(hit, matching, wanted), index === 0 ? "search-result" : "search-result search-result-section");
  };

  // `complete` is false while more results are on their way (the list says so with aria-busy).
  const render = (pages, total, terms, query, complete) => {
    const matching = matcher(terms);
    const items = pages.flatMap((page, position) => pageItems(page, position, matching, terms));
    active = -1;
    input.removeAttribute("aria-activedescendant");
    const corrected = items.length > 0 && terms.some((term) => term.near?.size);
    const note = corrected ? say("similar_words_for", "Nothing matches “{query}”; these are for similar words", { query: query.trim() }) : "";
    if (corrected) items.unshift(notice("search-note", note));
    if (!items.length) items.push(notice("search-empty", say("no_results_for", "No results for “{query}”", { query })));
    list.replaceChildren(...items);
    numberOptions();
    list.setAttribute("aria-busy", String(!complete));
    open();
    announce((note ? `${note}: ` : "") + (total === 0 ? say("no_results", "No results")
      : total > pageLimit ? say("result_count_limited", "{count} pages, showing the first {limit}", { count: total, limit: pageLimit })
      : total === 1 ? say("result_count_one", "1 page", { count: total })
      : say("result_count_other", "{count} pages", { count: total })));
  };

  // A line of the list that is not a result: an option no key reaches, as a listbox holds only options.
  const notice = (className, text) => {
    const item = element("li", className, text);
    item.setAttribute("role", "option");
    item.setAttribute("aria-disabled", "true");
    return item;
  };

  // The results' options, in order: what the arrow keys move through.
  const resultOptions = () => [...list.querySelectorAll("[data-page]")];

  // A page's options, each knowing the page's position among the results.
  const pageItems = (page, position, matching, terms) => pageOptions(page, matching, terms).map((item) => {
    item.dataset.page = position;
    item.addEventListener("mousemove", () => select(resultOptions().indexOf(item), false));
    return item;
  });

  // Ids and the chosen URLs follow the options' order, also after a page's passages replaced its title alone.
  const numberOptions = () => {
    const items = resultOptions();
    items.forEach((item, index) => { item.id = `sitegen-search-option-${index}`; });
    shown = items.map((item) => item.querySelector("a").href);
  };

  // Puts the passages of the page at `position` in place of its title alone; a selection on it moves to the first.
  const showPassages = (page, position, terms, ticket) => withSections(page).then((full) => {
    const old = [...list.querySelectorAll(`[data-page="${position}"]`)];
    if (ticket !== latest || !old.length) return;
    const chosen = resultOptions()[active];
    const items = pageItems(full, position, matcher(terms), terms);
    old[0].before(...items);
    old.forEach((item) => item.remove());
    numberOptions();
    if (!chosen) return;
    active = -1;
    select(resultOptions().indexOf(old.includes(chosen) ? items[0] : chosen), false);
  });

  // The shown pages are listed by title as soon as their tables are there, then the first `upFront` with their
  // passages (one drawing, not one a page: the list would jump under the pointer); the others get theirs when
  // their option is scrolled into view.
  const search = async (query, ticket) => {
    const terms = parse(query);
    const ranked = terms.length ? await rank(terms) : [];
    const listed = await Promise.all(ranked.slice(0, pageLimit).map(([page]) => pageEntry(page)));
    if (ticket !== latest) return;
    // A page titled exactly what was typed comes first: a symbol's page (`ByteBuffer`, `readInteger(as:)`) before
    // the pages that mention it more often.
    const typed = lowerASCII(query.trim());
    const isNamed = (page) => {
      const title = lowerASCII(page.title);
      return title === typed || title.startsWith(typed + "(");
    };
    listed.sort((a, b) => isNamed(b) - isNamed(a));
    lazy?.disconnect();
    render(listed, ranked.length, terms, query, !listed.length);
    if (!listed.length) return;
    const first = await Promise.all(listed.slice(0, upFront).map(withSections));
    if (ticket !== latest) return;
    render([...first, ...listed.slice(upFront)], ranked.length, terms, query, true);
    lazy = new IntersectionObserver((entries, observer) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        observer.unobserve(target);
        const position = Number(target.dataset.page);
        showPassages(listed[position], position, terms, ticket);
      }
    }, { root: list });
    for (const item of list.querySelectorAll("[data-page]")) {
      if (Number(item.dataset.page) >= upFront) lazy.observe(item);
    }
  };

  const update = () => {
    const query = input.value;
    const ticket = ++latest;
    if (!query.trim()) {
      close();
      announce("");
      return;
    }
    if (!manifest) {
      announce(say("search_loading", "Loading the search index…"));
      load();
      return;
    }
    search(query, ticket).catch(() => {
      if (ticket === latest) announce(say("search_unavailable", "Search is unavailable right now."));
    });
  };

  // --- The combobox ---

  const announce = (message) => {
    if (status.textContent !== message) status.textContent = message;
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
    const items = resultOptions();
    if (active >= 0 && items[active]) items[active].setAttribute("aria-selected", "false");
    active = index;
    const item = items[index];
    item.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", item.id);
    if (scroll) item.scrollIntoView({ block: "nearest" });
  };

  const go = (url, newTab) => {
    if (newTab) window.open(url, "_blank", "noopener");
    else location.href = url;
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
