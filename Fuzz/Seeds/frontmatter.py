# Seeds for the frontmatter target: every page of the bundled documentation and of the test fixtures,
# which hold front matter in YAML, TOML and JSON, each cut to the target's longest input.
import glob, os, sys

folder = sys.argv[1]
paths = sorted(glob.glob("Content/**/*.md", recursive=True) + glob.glob("Tests/**/Fixtures/**/*.md", recursive=True))
for number, path in enumerate(paths):
    with open(os.path.join(folder, "%04d.md" % number), "wb") as file:
        file.write(open(path, "rb").read()[:8192])
