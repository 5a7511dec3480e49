# Seeds for the docc target: the multi-line strings of the DocC tests, which are pages and parts of pages.
import glob, os, re, sys

folder = sys.argv[1]
number = 0
for path in sorted(glob.glob("Tests/DocCTests/**/*.swift", recursive=True)):
    for text in re.findall(r'"""\n(.*?)\n\s*"""', open(path).read(), re.S):
        with open(os.path.join(folder, "%04d.md" % number), "w") as file:
            file.write(text)
        number += 1
