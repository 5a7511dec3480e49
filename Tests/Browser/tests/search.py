"""Search: words anywhere in a page, the heading they fall under, prefixes and stems, `/`, nothing loaded early."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from suite import check, test

# Types `query` into the search box and returns the results once all are drawn (the best page comes first, alone):
# [{href, title, text, marks}], where marks are the texts of the <mark> elements of the option.
SEARCH = """
const [query, done] = arguments;
const input = document.querySelector('#sitegen-search');
const list = document.querySelector('[role="listbox"]');
const results = () => [...list.querySelectorAll('[role="option"] a')].map((link) => ({
  href: link.getAttribute('href'),
  title: link.querySelector('.search-result-title').textContent,
  text: link.querySelector('.search-result-text').textContent,
  marks: [...link.querySelectorAll('mark')].map((mark) => mark.textContent),
}));
const ready = () => !list.hidden && list.querySelector('[role="option"]') && list.getAttribute('aria-busy') === 'false';
// The first focus fetches the manifest; the box searches for what was typed once it is there.
input.focus();
input.value = query;
input.dispatchEvent(new Event('input', {bubbles: true}));
const started = performance.now();
const poll = () => {
  if (ready()) return done(results());
  if (performance.now() - started > 5000) return done(null);
  setTimeout(poll, 20);
};
poll();
"""

SEARCH_FILES = "return performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/search/'))"


def _search(context, query, page="docs/", site=None):
    with context.browser() as browser:
        browser.open((site or context.docs).page(page))
        found = browser.driver.execute_async_script(SEARCH, query)
    check(found, f"no results drawn for {query!r}")
    return found


@test
def search_finds_a_word_deep_in_a_page_under_its_heading(context):
    found = _search(context, "rebinding")
    first = found[0]
    check(first["href"] == "/docs/serving/#safe-on-your-machine", f"the first result links to {first['href']}, not Serving's heading")
    check(first["title"] == "Serving › Safe on your machine", f"the first result is titled {first['title']!r}")
    check(first["marks"] == ["rebinding"], f"the snippet marks {first['marks']}, not the word: {first['text']!r}")
    return f"{first['title']} ({first['href']}): {first['text']}"


@test
def search_makes_its_box_in_the_placeholder_of_the_default_layouts(context):
    with context.browser() as browser:
        browser.open(context.docs.page("docs/"))
        box = browser.js("""
            const root = document.querySelector('.search[data-index]');
            return {hidden: root.hidden, role: root.getAttribute('role'), inputs: root.querySelectorAll('input').length,
                    placeholder: root.querySelector('input').placeholder, shown: root.getClientRects().length > 0};
        """)
    check(box == {"hidden": False, "role": "search", "inputs": 1, "placeholder": "Search", "shown": True}, f"the box: {box}")
    return "one search landmark with its box, shown"


@test
def search_uses_the_box_a_site_writes_itself(context):
    # The fixture site's partials/search.html writes its own box, told apart by its placeholder.
    found = _search(context, "night", page="", site=context.fixtures)
    with context.browser() as browser:
        browser.open(context.fixtures.page(""))
        placeholders = browser.js("return [...document.querySelectorAll('.search input')].map((input) => input.placeholder)")
    check(placeholders == ["Search the fixtures"], f"the search inputs' placeholders: {placeholders}")
    return f"the site's own box, once, found {len(found)} results for 'night'"


@test
def search_finds_a_word_in_a_callout(context):
    found = _search(context, "Experiment")
    pages = [result["href"] for result in found]
    check("/docs/writing-content/#callouts" in pages, f"Writing content's Callouts section is not among {pages}")
    hit = next(result for result in found if result["href"] == "/docs/writing-content/#callouts")
    check("Experiment" in hit["marks"], f"the snippet marks {hit['marks']}: {hit['text']!r}")
    return f"{len(found)} results, Callouts among them: {hit['text']}"


@test
def search_ranks_the_stemmed_title_first(context):
    found = _search(context, "theme")
    check(found[0]["href"] == "/docs/theming/", f"the first result is {found[0]['title']} ({found[0]['href']}), not Theming")
    check("Theming" in found[0]["marks"], f"the title's word is not marked: {found[0]['marks']}")
    return "first of " + ", ".join(result["title"] for result in found[:4])


@test
def search_completes_the_word_being_typed(context):
    found = _search(context, "rebin")
    check(found[0]["href"] == "/docs/serving/#safe-on-your-machine", f"'rebin' first finds {found[0]['href']}")
    check(found[0]["marks"] == ["rebinding"], f"the snippet marks {found[0]['marks']}")
    return f"'rebin' → {found[0]['title']}"


# The note search.js writes above the results when a word of the query matched only words a letter or two away.
NOTE = "const note = document.querySelector('.search-results .search-note'); return note && note.textContent"


# The option the arrow key chose: its link and whether it is a result.
CHOSEN = """
const id = document.querySelector('#sitegen-search').getAttribute('aria-activedescendant');
const option = id && document.getElementById(id);
return option && {href: option.querySelector('a')?.getAttribute('href'), result: option.hasAttribute('data-page')};
"""


# The results, the note above them, and the option the first Down arrow chooses.
def _search_with_note(context, query):
    with context.browser() as browser:
        browser.open(context.docs.page("docs/"))
        found = browser.driver.execute_async_script(SEARCH, query)
        note = browser.js(NOTE)
        ActionChains(browser.driver).send_keys(Keys.ARROW_DOWN).perform()
        chosen = browser.js(CHOSEN)
    check(found, f"no results drawn for {query!r}")
    check(chosen == {"href": found[0]["href"], "result": True}, f"Down chooses {chosen}, not the first result")
    return found, note


@test
def search_finds_what_a_misspelt_word_meant_and_says_so(context):
    found, note = _search_with_note(context, "templtes")
    check(found[0]["href"].startswith("/docs/templates/"), f"'templtes' first finds {found[0]['href']}, not Templates")
    check("Templates" in found[0]["marks"], f"the word meant is not marked: {found[0]['marks']}")
    check(note == "Nothing matches “templtes”; these are for similar words", f"the note says {note!r}")
    transposed, _ = _search_with_note(context, "rebidning")
    check(transposed[0]["href"] == "/docs/serving/#safe-on-your-machine", f"'rebidning' first finds {transposed[0]['href']}")
    return f"'templtes' → {found[0]['title']}; 'rebidning' → {transposed[0]['title']}"


@test
def search_takes_a_correctly_spelt_word_as_written(context):
    found, note = _search_with_note(context, "rebinding ")
    check(note is None, f"a word the index has gets the note {note!r}")
    check(found[0]["marks"] == ["rebinding"], f"the snippet marks {found[0]['marks']}")
    return "no note for 'rebinding'"


@test
def search_snippets_show_prose_not_code(context):
    found = _search(context, "sitegen build")
    texts = [result["text"] for result in found]
    noisy = [text for text in texts if "$ " in text or '{"' in text]
    check(not noisy, f"snippets show code: {noisy[:2]}")
    return f"{len(texts)} snippets, none with a prompt or JSON"


@test
def search_snippets_keep_table_cells_apart(context):
    found = _search(context, "strict passes")
    passage = next((result["text"] for result in found if "says so in a note" in result["text"]), None)
    check(passage, f"no snippet from configuration.md's table: {[result['text'] for result in found]}")
    check("passes. · language · The lang of every page" in passage, f"the cells run together: {passage!r}")
    return passage


@test
def slash_focuses_search_and_nothing_loads_before(context):
    with context.browser() as browser:
        browser.open(context.docs.page("docs/"))
        before = browser.js(SEARCH_FILES)
        check(before == [], f"loaded before search was used: {before}")
        browser.driver.find_element("css selector", "body").send_keys("/")
        focused = browser.js("return document.activeElement.id")
        check(focused == "sitegen-search", f"'/' focused #{focused}, not the search box")
        browser.wait(lambda: browser.js(SEARCH_FILES), "focusing the box fetched no manifest")
        after = [name.split("/search/")[1] for name in browser.js(SEARCH_FILES)]
    check(after == ["manifest.json"], f"focusing fetched {after}, not just the manifest")
    return "nothing before; '/' focuses the box and fetches manifest.json"


# Every file the page fetched with fetch() (the search's requests), as paths.
FETCHED = """
return performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'fetch')
  .map((entry) => new URL(entry.name).pathname);
"""


def _shown_pages(browser):
    """The pages the list shows, in order, each once."""
    pages = []
    for href in browser.js("return [...document.querySelectorAll('[role=\"option\"] a')].map((link) => link.getAttribute('href'))"):
        page = href.split("#")[0]
        if page not in pages:
            pages.append(page)
    return pages


@test
def search_fetches_the_first_four_pages_shown_and_the_rest_when_scrolled_to(context):
    with context.browser() as browser:
        browser.open(context.docs.page("docs/"))
        found = browser.driver.execute_async_script(SEARCH, "theme")
        check(found, "no results drawn for 'theme'")
        fetched = browser.js(FETCHED)
        shown = _shown_pages(browser)
        index = [path for path in fetched if path.startswith("/search/")]
        pages = [path for path in fetched if not path.startswith("/search/")]
        check(all(path == "/search/manifest.json" or path.startswith(("/search/words/", "/search/pages/")) for path in index), f"index files: {index}")
        check("/search/pages/0.json" in index, f"no page table among {index}")
        check(len(shown) == 8, f"showed {shown}")
        check(sorted(pages) == sorted(shown[:4]), f"fetched {pages} with the results, not the first four shown: {shown}")
        browser.js("const list = document.querySelector('[role=\"listbox\"]'); list.scrollTop = list.scrollHeight")
        browser.wait(lambda: shown[-1] in browser.js(FETCHED), f"scrolling to the end fetched no {shown[-1]}")
        browser.wait(lambda: browser.js("const options = document.querySelectorAll('[role=\"option\"] .search-result-text'); return options[options.length - 1].textContent") != shown[-1] or None,
                     "the last page's passage never replaced its URL")
    return f"{len(index)} index files and 4 pages with the results; the last page's passage once scrolled to"
