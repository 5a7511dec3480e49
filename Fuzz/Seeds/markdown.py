# Seeds for the markdown target: every example of the CommonMark and GFM spec fixtures and every XSS case.
import json, os, sys

folder = sys.argv[1]
fixtures = "Tests/MarkdownTests/Fixtures/"
examples = json.load(open(fixtures + "spec.json")) + json.load(open(fixtures + "gfm-extensions.json"))
texts = [example["markdown"] for example in examples] + [case["markdown"] for case in json.load(open(fixtures + "xss-cases.json"))["cases"]]
for number, text in enumerate(texts):
    with open(os.path.join(folder, "%04d.md" % number), "w") as file:
        file.write(text)
