"""The layout's words in the page's language: a German copy of the repository's site, the scripts' words included."""

import json
import os

from sitegen import build_site
from suite import check, test

# What the layout and its three scripts wrote on the page: the table of contents, a code block's copy button,
# the search box and its answer to a word no page has, and the appearance control with Night's brightness steps
# (percentages as the language writes them).
WORDS = """
const done = arguments[0];
const button = document.querySelector('.copy-button');
const input = document.querySelector('#sitegen-search');
const choices = [...document.querySelectorAll('button[data-theme-choice]')].map((choice) => choice.textContent);
const words = {
  toc: document.querySelector('.toc-title').textContent,
  copy: [button.textContent, button.getAttribute('aria-label')],
  search: [input.placeholder, document.querySelector('label[for="sitegen-search"]').textContent],
  appearance: [document.querySelector('.sitegen-theme-menu').getAttribute('aria-label'), ...choices],
  brightness: [document.getElementById('sitegen-night-brightness').textContent,
               ...[...document.querySelectorAll('button[data-brightness-choice]')].map((step) => step.textContent)],
};
input.focus();
input.value = 'zzyzx';
input.dispatchEvent(new Event('input', {bubbles: true}));
const started = performance.now();
const poll = () => {
  const empty = document.querySelector('.search-empty');
  if (empty) return done({...words, empty: empty.textContent});
  if (performance.now() - started > 5000) return done({...words, empty: null});
  setTimeout(poll, 20);
};
poll();
"""


@test
def strings_the_layout_and_its_scripts_speak_the_pages_language(context):
    source = context.copy_of_repository_site("german-site")
    with open(os.path.join(source, "site.json"), encoding="utf-8") as file:
        config = json.load(file)
    config["language"] = "de"
    with open(os.path.join(source, "site.json"), "w", encoding="utf-8") as file:
        json.dump(config, file)
    output = os.path.join(context.workspace, "german")
    build_site(context.sitegen, source, output)
    server = context.serve(["--root", output])
    with context.browser() as browser:
        browser.open(server.url + "docs/writing-content/")
        words = browser.driver.execute_async_script(WORDS)
    check(words["toc"] == "Auf dieser Seite", f"the table of contents is titled {words['toc']!r}")
    check(words["copy"] == ["Kopieren", "Code kopieren"], f"the copy button says {words['copy']}")
    check(words["search"] == ["Suchen", "Suchen"], f"the search box says {words['search']}")
    check(words["empty"] == "Keine Ergebnisse für „zzyzx“", f"a search without results says {words['empty']!r}")
    check(words["appearance"] == ["Darstellung", "System", "Hell", "Dunkel", "Nacht"], f"the appearance control says {words['appearance']}")
    brightness = [word.replace("\u00a0", " ") for word in words["brightness"]]
    check(brightness == ["Nacht-Helligkeit", "100 %", "75 %", "50 %"], f"Night's brightness steps say {words['brightness']}")
    return ", ".join(f"{words[key]}" for key in ["toc", "copy", "empty", "appearance", "brightness"])
