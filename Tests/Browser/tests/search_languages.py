"""Search in a site of several languages (Fixtures/languages): a page's box searches its language's index alone,
German words match as written, and Chinese text is found by a word from the middle of a sentence."""

from suite import check, test
from tests.search import SEARCH


def _search(context, page, query):
    """The results drawn for `query` typed into the box of `page`, and the index files the page fetched."""
    with context.browser() as browser:
        browser.open(context.languages.page(page))
        found = browser.driver.execute_async_script(SEARCH, query)
        fetched = browser.js("return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)"
                             ".filter((path) => path.includes('/search/'))")
    check(found, f"no results drawn for {query!r} on {page}")
    return found, fetched


@test
def search_from_a_german_page_finds_german_pages_only(context):
    found, fetched = _search(context, "de/guide/server/", "server")
    pages = sorted({result["href"].split("#")[0] for result in found})
    check(pages == ["/de/guide/server/"], f"'server' from the German page found {pages}, not the German page alone")
    check(fetched and all(path.startswith("/de/search/") for path in fetched), f"the German page fetched {fetched}")
    english, _ = _search(context, "guide/server/", "server")
    english_pages = sorted({result["href"].split("#")[0] for result in english})
    check(english_pages == ["/guide/server/"], f"'server' from the English page found {english_pages}")
    words, _ = _search(context, "de/guide/server/", "Häuser")
    check(words[0]["href"].startswith("/de/guide/server/") and "Häuser" in words[0]["marks"], f"'Häuser' found {words[0]}")
    return f"German: {pages}, English: {english_pages}; 'Häuser' marked in {words[0]['href']}"


@test
def search_finds_a_chinese_page_by_a_word_from_the_middle_of_a_sentence(context):
    found, fetched = _search(context, "zh/guide/intro/", "文字")
    first = found[0]
    check(first["href"].startswith("/zh/guide/intro/"), f"'文字' first found {first['href']}")
    check(first["marks"] == ["文字"], f"the snippet marks {first['marks']}: {first['text']!r}")
    check(all(path.startswith("/zh/search/") for path in fetched), f"the Chinese page fetched {fetched}")
    letter, _ = _search(context, "zh/guide/intro/", "把")
    check(letter[0]["href"].startswith("/zh/guide/intro/"), f"the one letter '把' found {letter[0]['href']}")
    return f"'文字' → {first['title']} ({first['text']}); '把' → {letter[0]['href']}"
