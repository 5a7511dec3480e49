# Seeds for the json target: the repository's JSON files (site.json, theme.json, asset catalogs, symbol
# graphs, the Markdown spec fixtures), each cut to the target's longest input.
import glob, os, sys

folder = sys.argv[1]
paths = sorted(glob.glob("Tests/**/*.json", recursive=True) + glob.glob("*.json"))
for number, path in enumerate(paths):
    with open(os.path.join(folder, "%04d.json" % number), "wb") as file:
        file.write(open(path, "rb").read()[:8192])
