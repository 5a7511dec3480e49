# Seeds for the import target from the import tests' fixture sites: the generator's byte (Hugo 0,
# Jekyll 1, MkDocs 2), its configuration, a page and a second file, split by 0x01 bytes.
import glob, os, sys

folder = sys.argv[1]
fixtures = "Tests/ImportTests/Fixtures/"
sites = [
    (0, "hugo/source/hugo.toml", glob.glob(fixtures + "hugo/source/content/**/*.md", recursive=True)),
    (1, "jekyll/source/_config.yml", glob.glob(fixtures + "jekyll/source/**/*.md", recursive=True) + glob.glob(fixtures + "jekyll/source/_posts/*")),
    (2, "mkdocs/source/mkdocs.yml", glob.glob(fixtures + "mkdocs/source/docs/**/*.md", recursive=True) + glob.glob(fixtures + "mkdocs/source/includes/*.md")),
]
number = 0
for choice, configuration, pages in sites:
    pages = sorted(pages)
    for page, other in zip(pages, pages[1:] + pages[:1]):
        with open(os.path.join(folder, "%04d" % number), "wb") as file:
            file.write(bytes([choice]) + open(fixtures + configuration, "rb").read() + b"\x01" + open(page, "rb").read() + b"\x01" + open(other, "rb").read())
        number += 1
