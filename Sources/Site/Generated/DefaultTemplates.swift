// Generated from Templates/ by `SITEGEN_RECORD_SNAPSHOTS=1 swift test --filter DefaultTemplatesTests`; do not edit.
// The repository's Templates/ folder is the single source of these files.

/// The default layouts compiled into sitegen, so a folder of Markdown builds with nothing else.
public enum DefaultTemplates {
    /// Template sources by name (`page.html`, `partials/nav.html`).
    public static let templates: [String: String] = [
        "404.html": #"""
{#- /404.html: served for any missing URL, so every link goes through the base URL. -#}
{% extends "base.html" %}
{% set noindex = true %}
{% block main %}
<div class="prose not-found">
<h1>Page not found</h1>
<p>There is no page at this address. It may have moved, or the link may have a typo.</p>
<ul>
<li><a href="{{ "/" | url }}">Go to the home page</a></li>
<li class="search-hint" hidden>Search the site with the box at the top of the page.</li>
</ul>
</div>
{% endblock %}

"""#,
        "base.html": ##"""
{#- The one base of the default layouts: skip link, header (site title, search,
    theme control), the layout between header and footer, footer.
    Children override `layout` (page.html: sidebar, content, table of contents)
    or only `main` (one centred column: posts, tag pages, 404). -#}
<!doctype html>
<html lang="{{ site.language }}"{{ theme.html_attributes }}>
<head>
{% include "partials/head.html" %}
</head>
<body class="{% block body_class %}layout-single{% endblock %}">
<a class="skip-link" href="#sitegen-main">Skip to content</a>
{% include "partials/header.html" %}
<div class="site-body">
{%- block layout %}
<main id="sitegen-main" class="single">
{% block main %}{% endblock %}
</main>
{%- endblock %}
</div>
{% include "partials/footer.html" %}
</body>
</html>

"""##,
        "blog.html": #"""
{#- A blog post (every page of Content/blog/): date and reading time, the
    title, the content, then its tags, each linking to its tag page, and
    links to the newer and older posts. -#}
{% extends "base.html" %}
{% block main %}
{% include "partials/breadcrumbs.html" %}
<article class="prose post">
<header class="post-header">
{% set post = page %}
{% include "partials/post-meta.html" %}
{% include "partials/title.html" %}
</header>
{{ page.content }}
<footer class="post-footer">
{% include "partials/tags.html" %}
</footer>
</article>
{%- if page.newer or page.older %}
<nav class="pager" aria-label="Newer and older posts">
{%- if page.newer %}
<a class="pager-link pager-prev" href="{{ page.newer.url | url }}" rel="prev"><span class="pager-label">Newer</span> <span class="pager-title">{{ page.newer.title }}</span></a>
{%- endif %}
{%- if page.older %}
<a class="pager-link pager-next" href="{{ page.older.url | url }}" rel="next"><span class="pager-label">Older</span> <span class="pager-title">{{ page.older.title }}</span></a>
{%- endif %}
</nav>
{%- endif %}
{% endblock %}

"""#,
        "list.html": #"""
{#- Index pages: the home page and every folder's index.md (or _index.md).
    - The blog's index (Content/blog/index.md, or any index whose section is
      `blog`) and any index whose front matter says `list: posts` list their
      pages as posts, newest first, in one column without the sidebar.
    - Any other index is documentation: the page.html layout, its content,
      then the pages of its section (by weight, then title).
    - The home page shows its content and its five newest dated pages. -#}
{% extends "page.html" %}
{% set as_posts = page.section == "blog" or page.params.list == "posts" %}
{% block body_class %}{% if as_posts %}layout-single{% else %}{{ super() }}{% endif %}{% endblock %}
{% block layout %}
{%- if as_posts %}
<main id="sitegen-main" class="single">
{% include "partials/breadcrumbs.html" %}
<header class="prose list-header">
{% include "partials/title.html" %}
{{ page.content }}
</header>
{% set posts = page.pages %}
{% include "partials/post-list.html" %}
</main>
{%- else %}
{{ super() }}
{%- endif %}
{% endblock %}
{% block article %}
{{ super() }}
{%- if page.is_home %}
{%- set recent = page.pages | where: "date" | limit: 5 %}
{%- if recent %}
<section class="recent" aria-labelledby="sitegen-recent">
<h2 id="sitegen-recent">Recent posts</h2>
<ul class="recent-list">
{%- for post in recent %}
<li><a href="{{ post.url | url }}">{{ post.title }}</a> <time datetime="{{ post.date | date: "%Y-%m-%d" }}">{{ post.date | date: "%B %e, %Y" }}</time></li>
{%- endfor %}
</ul>
</section>
{%- endif %}
{%- else %}
{%- set children = page.pages %}
{%- if children %}
<section class="section-pages" aria-labelledby="sitegen-section-pages">
<h2 id="sitegen-section-pages">In this section</h2>
<ul class="card-list">
{%- for child in children | sort: "title" | sort: "weight" %}
{%- set summary = child.summary %}
<li><a href="{{ child.url | url }}">{{ child.title }}</a>
{%- if summary %}<p>{{ summary }}</p>{% endif %}</li>
{%- endfor %}
</ul>
</section>
{%- endif %}
{%- endif %}
{% endblock %}

"""#,
        "page.html": #"""
{#- The documentation layout, used by every page that is not an index page
    and has no template of its own section (Content/blog/ uses blog.html):
    sidebar navigation, breadcrumbs, the on-page table of contents, the
    content, previous/next. list.html extends it and adds to `article`. -#}
{% extends "base.html" %}
{% block body_class %}layout-docs{% endblock %}
{% block layout %}
{% include "partials/sidebar.html" %}
<main id="sitegen-main" class="docs-main{% if page.toc %} has-toc{% endif %}">
{% include "partials/breadcrumbs.html" %}
{% include "partials/toc.html" %}
{% include "partials/disclosures.html" %}
<article class="prose">
{%- block article %}
{% include "partials/title.html" %}
{{ page.content }}
{%- endblock %}
</article>
{% include "partials/pager.html" %}
</main>
{% endblock %}

"""#,
        "partials/breadcrumbs.html": #"""
{#- The sections above the page, ending with the page itself. -#}
{%- if page.breadcrumbs %}
<nav class="breadcrumbs" aria-label="Breadcrumb">
<ol>
{%- for crumb in page.breadcrumbs %}
<li><a href="{{ crumb.url | url }}">{{ crumb.title }}</a></li>
{%- endfor %}
<li><span aria-current="page">{{ page.title }}</span></li>
</ol>
</nav>
{%- endif %}

"""#,
        "partials/disclosures.html": #"""
{#- Opens each <details data-open-from="WIDTH"> on screens at least that wide
    and closes it on narrower ones, now and on every resize. Inline and right
    after the sidebar and table of contents, so a narrow screen never paints
    them open first. -#}
<script>document.querySelectorAll("details[data-open-from]").forEach(d=>{const m=matchMedia("(min-width: "+d.dataset.openFrom+")"),f=()=>{d.open=m.matches};f();m.addEventListener("change",f)})</script>

"""#,
        "partials/footer.html": #"""
{#- The site footer: "Edit this page" (when site.json sets repoURL), the feed,
    the tag list and the generator. -#}
<footer class="site-footer">
<div class="site-footer-inner">
{%- if page.edit_url %}
<p class="edit-link"><a href="{{ page.edit_url }}">Edit this page</a></p>
{%- endif %}
<p>{{ site.title }}{% if site.author %} · {{ site.author }}{% endif %}</p>
<ul class="footer-links">
<li><a href="{{ "/feed.xml" | url }}">Atom feed</a></li>
{%- if site.tag_list %}
<li><a href="{{ "/tags/" | url }}">Tags</a></li>
{%- endif %}
<li>Built with sitegen {{ site.build.version }}</li>
</ul>
</div>
</footer>

"""#,
        "partials/head.html": #"""
{#- Everything inside <head>. theme.head comes first, right after the charset,
    so the stored appearance is applied before anything paints; site.css comes
    after theme.css so it can build on the theme's tokens. A template sets
    `noindex` (404.html) to keep a page out of search engines. Optional:
    site.json `"params": {"favicon": "/favicon.svg"}`, front matter
    `image: /images/card.png` (Open Graph image, site-relative). -#}
<meta charset="utf-8">
{{ theme.head }}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{% if page.is_home %}{{ site.title }}{% else %}{{ page.title }} · {{ site.title }}{% endif %}</title>
{%- set description = page.description or page.summary or site.description %}
{%- if description %}
<meta name="description" content="{{ description }}">
{%- endif %}
{%- if site.author %}
<meta name="author" content="{{ site.author }}">
{%- endif %}
<meta name="generator" content="{{ site.build.generator }}">
{%- if noindex %}
<meta name="robots" content="noindex">
{%- else %}
<link rel="canonical" href="{{ page.permalink }}">
{%- endif %}
<meta property="og:site_name" content="{{ site.title }}">
<meta property="og:type" content="{% if page.date %}article{% else %}website{% endif %}">
<meta property="og:title" content="{{ page.title }}">
{%- if description %}
<meta property="og:description" content="{{ description }}">
{%- endif %}
<meta property="og:url" content="{{ page.permalink }}">
{%- if page.params.image %}
<meta property="og:image" content="{{ page.params.image | absolute_url }}">
{%- endif %}
{%- if page.date %}
<meta property="article:published_time" content="{{ page.date | date: "%Y-%m-%dT%H:%M:%SZ" }}">
{%- endif %}
{%- for tag in page.tags %}
<meta property="article:tag" content="{{ tag }}">
{%- endfor %}
{%- if site.params.favicon %}
<link rel="icon" href="{{ site.params.favicon | url }}">
{%- endif %}
<link rel="alternate" type="application/atom+xml" title="{{ site.title }}" href="{{ "/feed.xml" | url }}">
<link rel="stylesheet" href="{{ "/assets/site.css" | url }}">
<script src="{{ "/assets/site.js" | url }}" defer></script>
<script src="{{ "/assets/search.js" | url }}" defer></script>

"""#,
        "partials/header.html": #"""
{#- The site header: the site's name, the search box and the appearance control. -#}
<header class="site-header">
<div class="site-header-inner">
<a class="site-title" href="{{ "/" | url }}"{% if page.is_home %} aria-current="page"{% endif %}>{{ site.title }}</a>
{% include "partials/search.html" %}
{{ theme.toggle }}
</div>
</header>

"""#,
        "partials/pager.html": #"""
{#- Previous and next pages in the section's navigation order. -#}
{%- if page.prev or page.next %}
<nav class="pager" aria-label="Previous and next pages">
{%- if page.prev %}
<a class="pager-link pager-prev" href="{{ page.prev.url | url }}" rel="prev"><span class="pager-label">Previous</span> <span class="pager-title">{{ page.prev.title }}</span></a>
{%- endif %}
{%- if page.next %}
<a class="pager-link pager-next" href="{{ page.next.url | url }}" rel="next"><span class="pager-label">Next</span> <span class="pager-title">{{ page.next.title }}</span></a>
{%- endif %}
</nav>
{%- endif %}

"""#,
        "partials/post-list.html": #"""
{#- `posts` as a list: title, date, reading time, summary and tags, in the order
    given (newest first). Each member is read once: summaries are computed on read. -#}
<ul class="post-list">
{%- for post in posts %}
<li class="post-summary">
<h2 class="post-summary-title"><a href="{{ post.url | url }}">{{ post.title }}</a></h2>
{% include "partials/post-meta.html" %}
{%- set summary = post.summary %}
{%- if summary %}
<p>{{ summary }}</p>
{%- endif %}
{% include "partials/tags.html" %}
</li>
{%- empty %}
<li class="post-summary">Nothing here yet.</li>
{%- endfor %}
</ul>

"""#,
        "partials/post-meta.html": #"""
{#- Date and reading time of `post`. -#}
<p class="post-meta">
{%- if post.date %}<time datetime="{{ post.date | date: "%Y-%m-%d" }}">{{ post.date | date: "%B %e, %Y" }}</time> · {% endif -%}
{{ post.reading_time }} min read</p>

"""#,
        "partials/search.html": #"""
{#- The search box: an ARIA 1.2 combobox over a listbox of results. It stays
    hidden until search.js runs, so a reader without JavaScript sees no dead
    control. The index is fetched on first use, through the base URL. -#}
<div class="search" role="search" data-index="{{ "/search-index.json" | url }}" hidden>
<label class="visually-hidden" for="sitegen-search">Search</label>
<input id="sitegen-search" class="search-input" type="text" enterkeyhint="search" placeholder="Search" autocomplete="off" spellcheck="false" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="sitegen-search-results" aria-describedby="sitegen-search-hint">
<kbd class="search-key" aria-hidden="true">/</kbd>
<span id="sitegen-search-hint" class="visually-hidden">Press slash to search from anywhere; use the arrow keys to choose a result.</span>
<ul id="sitegen-search-results" class="search-results" role="listbox" aria-label="Search results" hidden></ul>
<p class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></p>
</div>

"""#,
        "partials/sidebar.html": #"""
{#- The sidebar navigation: a column on wide screens, a "Menu" disclosure on
    narrow ones. Open in the markup, so without JavaScript the navigation is
    always there; partials/disclosures.html closes it on narrow screens. The
    disclosure sits inside the landmark, so its button belongs to it too. -#}
<nav class="sidebar" aria-label="Site">
<details class="sidebar-drawer" data-open-from="60em" open>
<summary class="sidebar-toggle">Menu</summary>
{{ page.navigation }}
</details>
</nav>

"""#,
        "partials/tags.html": #"""
{#- The tags of `post`, each linking to its tag page. -#}
{%- if post.tag_links %}
<ul class="tags" aria-label="Tags">
{%- for tag in post.tag_links %}
<li><a href="{{ tag.url | url }}" rel="tag">{{ tag.name }}</a></li>
{%- endfor %}
</ul>
{%- endif %}

"""#,
        "partials/title.html": #"""
{#- The page title as <h1>, unless the Markdown starts with a level-1 heading that repeats it
    (a `#` heading further down is a section of the page, not its title). -#}
{%- set lead = page.headings | first %}
{%- if not (lead and lead.level == 1 and lead.text == page.title) %}
<h1>{{ page.title }}</h1>
{%- endif %}

"""#,
        "partials/toc.html": #"""
{#- The on-page table of contents (h2 and h3), when the page has one: a side
    column on wide screens, a disclosure above the content on narrower ones
    (closed by partials/disclosures.html, open without JavaScript). -#}
{%- if page.toc %}
<details class="toc" data-open-from="75em" open>
<summary id="sitegen-toc-title" class="toc-title">On this page</summary>
<nav aria-labelledby="sitegen-toc-title">
{{ page.toc }}
</nav>
</details>
{%- endif %}

"""#,
        "tag.html": #"""
{#- A tag's page (/tags/NAME/): the pages carrying the tag, newest first, by
    title and date. It shows no summaries, so a tag with thousands of pages stays
    a short page, and editing a page's text does not rebuild every tag page. -#}
{% extends "base.html" %}
{% block main %}
<nav class="breadcrumbs" aria-label="Breadcrumb">
<ol>
<li><a href="{{ "/tags/" | url }}">Tags</a></li>
<li><span aria-current="page">{{ page.tag }}</span></li>
</ol>
</nav>
<header class="prose list-header">
<h1>Tagged “{{ page.tag }}”</h1>
{%- set count = page.pages | length %}
<p class="list-count">{{ count }} {% if count == 1 %}page{% else %}pages{% endif %}</p>
</header>
<ul class="post-list post-list-compact">
{%- for post in page.pages %}
<li class="post-summary"><a href="{{ post.url | url }}">{{ post.title }}</a>
{%- if post.date %} <time datetime="{{ post.date | date: "%Y-%m-%d" }}">{{ post.date | date: "%B %e, %Y" }}</time>{% endif %}</li>
{%- endfor %}
</ul>
{% endblock %}

"""#,
        "tags.html": #"""
{#- The tag list (/tags/): every tag with the number of its pages. -#}
{% extends "base.html" %}
{% block main %}
<header class="prose list-header">
<h1>Tags</h1>
</header>
<ul class="tag-cloud">
{%- for tag in site.tag_list %}
<li><a href="{{ tag.url | url }}">{{ tag.name }} <span class="tag-count">{{ tag.count }}<span class="visually-hidden">{% if tag.count == 1 %} page{% else %} pages{% endif %}</span></span></a></li>
{%- endfor %}
</ul>
{% endblock %}

"""#,
    ]
    /// Layout files copied to the output (`assets/site.css`).
    public static let assets: [String: String] = [
        "assets/search.js": #"""
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
      t: title.toLowerCase(), h: headings.map((heading) => heading.toLowerCase()), x: text.toLowerCase(),
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
      const found = page.x.indexOf(word);
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
    page.h.forEach((heading, i) => {
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
    let total = page.t === query ? 1000 : 0;
    for (const word of words) {
      const inTitle = page.t.indexOf(word);
      if (inTitle === 0) total += 100;
      else if (inTitle > 0) total += page.t[inTitle - 1] === " " ? 60 : 40;
      else if (page.h.some((heading) => heading.includes(word))) total += 20;
      else if (page.x.includes(word)) total += 5;
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

"""#,
        "assets/site.css": #"""
/* The default layouts' stylesheet. Every colour is a theme token
   (var(--color-…) from theme.css), so light, dark, forced sections and the red
   Night Mode all follow. No web fonts, no external requests. Sizes are in rem
   and em so the layout reflows at 200% zoom instead of overflowing. */

/* Base */
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
/* The body fills the window: night.css filters <html>, and below a short
   page's root box the browser would paint its own, unfiltered canvas colour.
   As a column, it also keeps the footer at the bottom. */
body {
  margin: 0; min-height: 100vh; display: flex; flex-direction: column;
  font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif;
  overflow-wrap: break-word;
}
h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.6em 0 .6em; scroll-margin-top: 1rem; }
h1 { font-size: 2rem; margin-top: 0; }
h2 { font-size: 1.5rem; }
h3 { font-size: 1.2rem; }
h4, h5, h6 { font-size: 1rem; }
p, ul, ol, dl, pre, table, blockquote, figure, .callout, .code-block { margin: 0 0 1rem; }
img, svg, video, picture { max-width: 100%; height: auto; }
a { text-underline-offset: .15em; }
a:hover { text-decoration-thickness: .12em; }
hr { border: 0; border-top: 1px solid var(--color-border); margin: 2rem 0; }
code, kbd, pre, samp { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: .875em; }
kbd { border: 1px solid var(--color-border); border-bottom-width: 2px; border-radius: .3em; padding: 0 .35em; background: var(--color-background-secondary); }
/* A match: underlined in the accent over a faint tint, light enough that accent text on it keeps 4.5:1. */
mark {
  color: inherit; background: none; background: color-mix(in srgb, var(--color-accent) 10%, transparent);
  text-decoration: underline .12em var(--color-accent); text-underline-offset: .2em;
}

.visually-hidden:not(:focus):not(:active) {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
.skip-link { position: absolute; left: .5rem; top: -10rem; z-index: 10; padding: .5rem 1rem; background: var(--color-accent); color: var(--color-background); border-radius: .4rem; font-weight: 600; }
.skip-link:focus { top: .5rem; }

/* Header and footer */
.site-header { border-bottom: 1px solid var(--color-border); background: var(--color-background-secondary); }
.site-header-inner, .site-footer-inner { max-width: 90rem; margin: 0 auto; padding: .75rem 1rem; }
.site-header-inner { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; }
.site-title { font-weight: 700; font-size: 1.125rem; color: var(--color-text); text-decoration: none; margin-right: auto; }
.site-title:hover { text-decoration: underline; }
.sitegen-theme-toggle { flex-wrap: wrap; font-size: .875rem; }
.site-footer { border-top: 1px solid var(--color-border); margin-top: 3rem; color: var(--color-text-secondary); font-size: .875rem; }
.site-footer p { margin: .25rem 0; }
.footer-links { list-style: none; padding: 0; margin: .25rem 0; display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; }
.edit-link a { font-weight: 600; }

/* Search */
.search { position: relative; flex: 1 1 14rem; max-width: 24rem; }
.search-input {
  width: 100%; font: inherit; color: inherit; padding: .4rem 2rem .4rem .75rem;
  background: var(--color-background); border: 1px solid var(--color-border); border-radius: .5rem;
}
.search-input::placeholder { color: var(--color-text-secondary); opacity: 1; }
.search-key { position: absolute; right: .5rem; top: 50%; transform: translateY(-50%); color: var(--color-text-secondary); pointer-events: none; }
.search-input:focus ~ .search-key, .search-input:not(:placeholder-shown) ~ .search-key { display: none; }
.search-results {
  position: absolute; z-index: 20; top: calc(100% + .25rem); left: 0; width: max(100%, min(32rem, calc(100vw - 2rem)));
  max-height: min(70vh, 36rem); overflow-y: auto; margin: 0; padding: .25rem; list-style: none;
  background: var(--color-background); border: 1px solid var(--color-border); border-radius: .5rem;
  box-shadow: 0 .5rem 1.5rem color-mix(in srgb, var(--color-text) 14%, transparent);
}
.search-results li { border-radius: .35rem; }
.search-results a { display: block; padding: .5rem .75rem; color: var(--color-text); text-decoration: none; }
.search-results [aria-selected="true"] { background: var(--color-background-secondary); box-shadow: inset .2rem 0 var(--color-accent); }
.search-results [aria-selected="true"] mark { background: none; }
.search-result-title { display: block; font-weight: 600; color: var(--color-accent); }
.search-result-text { display: block; font-size: .875rem; color: var(--color-text-secondary); }
.search-results .search-empty { padding: .5rem .75rem; color: var(--color-text-secondary); }

/* Layouts: one centred column, or the documentation grid */
.site-body { flex: 1 0 auto; width: 100%; max-width: 90rem; margin: 0 auto; padding: 1.5rem 1rem 0; }
.single { max-width: 46rem; margin: 0 auto; }
.docs-main { min-width: 0; }
.docs-main > .prose { max-width: 46rem; }

.sidebar { margin-bottom: 1.5rem; font-size: .9375rem; }
/* Disclosures (the menu, the table of contents, navigation sections) share one chevron;
   :where() keeps it at zero weight so each one's own rules win. */
:where(.sidebar-toggle, .toc-title, .nav-list summary) { display: flex; align-items: center; gap: .4rem; cursor: pointer; list-style: none; }
:where(.sidebar-toggle, .toc-title, .nav-list summary)::-webkit-details-marker { display: none; }
:where(.sidebar-toggle, .toc-title, .nav-list summary)::before {
  content: ""; flex: none; width: .45em; height: .45em; border: solid currentColor; border-width: 0 .14em .14em 0;
  transform: rotate(-45deg); transition: transform .15s;
}
details[open] > :is(.sidebar-toggle, .toc-title)::before, .nav-list details[open] > summary::before { transform: rotate(45deg); }
.sidebar-toggle { display: inline-flex; font-weight: 600; padding: .4rem .8rem; border: 1px solid var(--color-border); border-radius: .5rem; }
.sidebar-drawer[open] > .sidebar-toggle { margin-bottom: .5rem; }

@media (min-width: 60em) {
  .layout-docs .site-body { display: grid; grid-template-columns: 15rem minmax(0, 1fr); gap: 2.5rem; }
  .sidebar { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; margin: -1.5rem 0 0; padding: 1.5rem .5rem 1.5rem 0; }
  .sidebar-toggle { display: none; }
}
@media (min-width: 75em) {
  .docs-main.has-toc {
    display: grid; grid-template-columns: minmax(0, 46rem) 13rem; gap: 0 2.5rem;
    grid-template-areas: "crumbs toc" "article toc" "pager toc"; grid-template-rows: auto 1fr auto;
  }
  .has-toc > .breadcrumbs { grid-area: crumbs; }
  .has-toc > .prose { grid-area: article; }
  .has-toc > .pager { grid-area: pager; }
  .has-toc > .toc > .toc-title { cursor: default; }
  .has-toc > .toc > .toc-title::before { display: none; }
  .has-toc > .toc { grid-area: toc; position: sticky; top: 1rem; align-self: start; max-height: calc(100vh - 2rem); overflow-y: auto; margin: 0; padding: 0 0 0 1rem; border: 0; border-left: 1px solid var(--color-border); border-radius: 0; }
}

/* Sidebar navigation */
.nav-list { list-style: none; margin: 0; padding: 0; }
.nav-list .nav-list { margin-left: .6rem; padding-left: .6rem; border-left: 1px solid var(--color-border); }
.nav-list :is(a, span) { display: block; padding: .25rem .5rem; border-radius: .35rem; color: var(--color-text); text-decoration: none; }
.nav-list a:hover { background: var(--color-background-secondary); }
.nav-list a:focus-visible { outline-offset: -2px; }
.nav-list a[aria-current="page"] { color: var(--color-accent); font-weight: 600; background: var(--color-background-secondary); }
.nav-section > :is(a, span), .nav-section summary { font-weight: 600; }
.nav-list summary { gap: 0; border-radius: .35rem; }
.nav-list summary::before { width: .4em; height: .4em; margin: 0 .1rem 0 .35rem; color: var(--color-text-secondary); }
.nav-list summary > :is(a, span) { flex: 1; }
.nav-more a { color: var(--color-text-secondary); font-style: italic; }

/* Table of contents, breadcrumbs, pager */
.toc { font-size: .875rem; margin: 0 0 1.5rem; padding: .75rem 1rem; border: 1px solid var(--color-border); border-radius: .5rem; }
.toc-title { font-size: .75rem; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; color: var(--color-text-secondary); }
.toc[open] > .toc-title { margin-bottom: .5rem; }
.toc-list, .toc-list ul { list-style: none; margin: 0; padding: 0; }
.toc-list ul { padding-left: .85rem; }
.toc-list a { display: block; padding: .15rem 0; color: var(--color-text-secondary); text-decoration: none; }
.toc-list a:hover, .toc-list a[aria-current] { color: var(--color-accent); }
.toc-list a[aria-current] { font-weight: 600; }

.breadcrumbs { font-size: .875rem; margin-bottom: 1rem; }
.breadcrumbs ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; }
.breadcrumbs li:not(:last-child)::after { content: "/"; margin: 0 .5rem; color: var(--color-text-secondary); }
.breadcrumbs [aria-current] { color: var(--color-text-secondary); }

.pager { display: grid; gap: 1rem; margin: 2.5rem 0 0; padding-top: 1.5rem; border-top: 1px solid var(--color-border); }
@media (min-width: 36em) { .pager { grid-template-columns: 1fr 1fr; } .pager-next { grid-column: 2; } }
.pager-link { display: block; padding: .75rem 1rem; border: 1px solid var(--color-border); border-radius: .5rem; text-decoration: none; }
.pager-link:hover { border-color: var(--color-accent); }
.pager-next { text-align: right; }
.pager-label { display: block; font-size: .8125rem; color: var(--color-text-secondary); }
.pager-prev .pager-label::before { content: "← "; }
.pager-next .pager-label::after { content: " →"; }
.pager-title { font-weight: 600; }

/* Content */
.prose { line-height: 1.7; }
.prose > :first-child { margin-top: 0; }
/* :where() keeps these at class weight, so the page lists below (.tags, .post-list…) override them. */
.prose :where(ul, ol) { padding-left: 1.5rem; }
.prose :where(li + li, li > ul, li > ol) { margin-top: .25rem; }
.prose :where(li > ul, li > ol) { margin-bottom: 0; }
.prose li:has(> input[type="checkbox"]) { list-style: none; margin-left: -1.4rem; }
.prose li > input[type="checkbox"] { margin: 0 .4rem 0 0; vertical-align: -.1em; }
.prose blockquote { margin-left: 0; padding: 0 0 0 1rem; border-left: .25rem solid var(--color-border); color: var(--color-text-secondary); }
.prose :not(pre) > code { padding: .1em .35em; border-radius: .3em; overflow-wrap: anywhere; }
.prose :is(td, th) > code { overflow-wrap: normal; white-space: nowrap; }

.heading-anchor { margin-left: .3rem; padding: 0 .2rem; color: var(--color-text-secondary); text-decoration: none; font-weight: 400; opacity: 0; }
:is(h1, h2, h3, h4, h5, h6):hover > .heading-anchor, .heading-anchor:focus { opacity: 1; }
.heading-anchor:hover { color: var(--color-accent); }
@media (hover: none) and (pointer: coarse) { .heading-anchor { opacity: .6; } .search-key { display: none; } }

pre { padding: .9rem 1rem; overflow-x: auto; border: 1px solid var(--color-border); border-radius: .5rem; line-height: 1.5; tab-size: 4; }
pre code { font-size: inherit; background: none; padding: 0; }
pre:focus-visible { outline-offset: -2px; }
.code-block { position: relative; }
.code-block > pre { margin: 0; }
.copy-button {
  position: absolute; top: .4rem; right: .4rem; font: 600 .75rem/1.2 system-ui, sans-serif; cursor: pointer;
  padding: .3rem .55rem; color: var(--color-text-secondary); background: var(--color-code-background);
  border: 1px solid var(--color-border); border-radius: .35rem;
}
.copy-button:hover { color: var(--color-accent); border-color: var(--color-accent); }
@media (hover: hover) {
  .copy-button { opacity: 0; }
  .code-block:hover > .copy-button, .copy-button:focus-visible, .copy-button[data-copied] { opacity: 1; }
}

/* GitHub's approach: a wide table scrolls inside its own box instead of widening the page. */
table { display: block; width: max-content; max-width: 100%; overflow-x: auto; border-collapse: collapse; font-size: .9375rem; }
th, td { padding: .45rem .75rem; border: 1px solid var(--color-border); }
th { background: var(--color-background-secondary); font-weight: 600; }
th[align="center"], td[align="center"] { text-align: center; }
th[align="right"], td[align="right"] { text-align: right; }

.callout { --callout: var(--color-accent); padding: .75rem 1rem; border: 1px solid var(--color-border); border-left: .25rem solid var(--callout); border-radius: .5rem; background: var(--color-background-secondary); }
.callout.tip { --callout: var(--color-code-inserted); }
.callout.important { --callout: var(--color-code-keyword); }
.callout.warning { --callout: var(--color-code-attribute); }
.callout.caution { --callout: var(--color-code-deleted); }
.callout.experiment { --callout: var(--color-code-type); }
.callout > :last-child { margin-bottom: 0; }
.callout-title { font-weight: 700; color: var(--callout); margin-bottom: .25rem; }

/* DocC catalogs: rows of columns that wrap on narrow screens, tabs shown one after another, tutorial steps. */
.docc-row { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0 0 1rem; }
.docc-column { flex-basis: 12rem; min-width: 0; }
.docc-column > :last-child, .docc-tab > :last-child, .docc-step > :last-child { margin-bottom: 0; }
.docc-tab { padding: .75rem 1rem; margin: 0 0 1rem; border: 1px solid var(--color-border); border-radius: .5rem; }
.docc-tab-title, .docc-eyebrow, .docc-time { font-weight: 600; color: var(--color-text-secondary); margin-bottom: .5rem; }
.docc-availability { display: flex; flex-wrap: wrap; gap: .5rem; padding: 0; list-style: none; }
.docc-availability li { padding: .1rem .5rem; border: 1px solid var(--color-border); border-radius: 1rem; }
.docc-image figcaption, .docc-code figcaption { color: var(--color-text-secondary); font-size: .9em; }
.docc-step { margin-bottom: 1.5rem; }
.docc-choice { padding: .5rem 1rem; margin: 0 0 .75rem; border: 1px solid var(--color-border); border-radius: .5rem; }

/* A `::: dark` or `::: light` section: theme.css gives it its colours; this gives it a frame. */
.prose [data-theme] { padding: 1rem 1.25rem; margin: 0 0 1rem; border: 1px solid var(--color-border); border-radius: .5rem; }
.prose [data-theme] > :first-child { margin-top: 0; }
.prose [data-theme] > :last-child { margin-bottom: 0; }

/* Lists of pages */
.list-header { margin-bottom: 2rem; }
.list-count { color: var(--color-text-secondary); }
.post-list, .card-list, .recent-list, .tag-cloud, .tags { list-style: none; margin: 0; padding: 0; }
:is(.post-list, .card-list, .recent-list, .tag-cloud, .tags) > li { margin: 0; }
.post-summary { padding: 1.25rem 0; border-top: 1px solid var(--color-border); }
.post-summary-title { font-size: 1.3rem; margin: 0 0 .25rem; }
.post-summary-title a { text-decoration: none; }
.post-summary-title a:hover { text-decoration: underline; }
.post-summary p { margin: 0 0 .5rem; }
.post-meta { color: var(--color-text-secondary); font-size: .875rem; margin: 0 0 .5rem; }
.post-list-compact .post-summary { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1rem; padding: .6rem 0; }
.post-list-compact time { color: var(--color-text-secondary); font-size: .875rem; white-space: nowrap; }
.post-header { margin-bottom: 1.5rem; }
.post-header > h1 { margin-top: 0; }
.post-footer { margin-top: 2rem; padding-top: 1rem; border-top: 1px solid var(--color-border); }
.tags, .tag-cloud { display: flex; flex-wrap: wrap; gap: .4rem; }
.tags a, .tag-cloud a { display: inline-block; padding: .15rem .65rem; font-size: .8125rem; border: 1px solid var(--color-border); border-radius: 1rem; text-decoration: none; }
.tags a:hover, .tag-cloud a:hover { border-color: var(--color-accent); }
.tag-cloud a { font-size: .9375rem; padding: .25rem .8rem; }
.tag-count { color: var(--color-text-secondary); margin-left: .2rem; }
.card-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); gap: .75rem; }
.card-list li { padding: .75rem 1rem; border: 1px solid var(--color-border); border-radius: .5rem; }
.card-list a { font-weight: 600; }
.card-list p { margin: .25rem 0 0; font-size: .875rem; color: var(--color-text-secondary); }
.recent-list li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1rem; padding: .4rem 0; border-bottom: 1px solid var(--color-border); }
.recent-list time { color: var(--color-text-secondary); font-size: .875rem; }
.section-pages, .recent { margin-top: 2.5rem; }

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; scroll-behavior: auto !important; }
}

/* Print: content only, on paper colours (theme.css keeps print light). */
@media print {
  .skip-link, .site-header, .sidebar, .toc, .pager, .breadcrumbs, .site-footer, .copy-button, .heading-anchor { display: none !important; }
  .site-body, .layout-docs .site-body, .docs-main.has-toc { display: block; max-width: none; padding: 0; }
  body { font-size: 11pt; line-height: 1.5; }
  a { color: inherit; }
  .prose a[href^="http"]::after { content: " (" attr(href) ")"; font-size: .85em; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow: visible; }
  pre, table, figure, img, .callout { break-inside: avoid; }
  h1, h2, h3 { break-after: avoid; }
}

"""#,
        "assets/site.js": #"""
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

"""#,
    ]
    /// Other files of Templates/ (`theme.json`), written out by `sitegen new`.
    public static let otherFiles: [String: String] = [
        "theme.json": ##"""
{
  "colors": {
    "background":           {"light": "#ffffff", "dark": "#000000"},
    "background-secondary": {"light": "#f5f5f7", "dark": "#1c1c1e"},
    "code-background":      {"light": "#f6f6f8", "dark": "#161618"},
    "border":               {"light": "#d2d2d7", "dark": "#3a3a3c"},
    "text":                 {"light": "#1d1d1f", "dark": "#f5f5f7"},
    "text-secondary":       {"light": "#5e5e63", "dark": "#a1a1a6"},
    "accent":               {"light": "#0a66d8", "dark": "#5ea4ff"},
    "code-keyword":         {"light": "#9b2393", "dark": "#fc5fa3"},
    "code-string":          {"light": "#c41a16", "dark": "#fc6a5d"},
    "code-comment":         {"light": "#5d6c79", "dark": "#8a99a6"},
    "code-number":          {"light": "#1c00cf", "dark": "#d0bf69"},
    "code-type":            {"light": "#0b4f79", "dark": "#5dd8ff"},
    "code-function":        {"light": "#326d74", "dark": "#67b7a4"},
    "code-attribute":       {"light": "#815f03", "dark": "#bf8555"},
    "code-punctuation":     {"light": "#3a3a3c", "dark": "#c7c7cc"},
    "code-inserted":        {"light": "#1a7f37", "dark": "#4fd06f"},
    "code-deleted":         {"light": "#b3261e", "dark": "#ff7b72"}
  }
}

"""##,
    ]
}
