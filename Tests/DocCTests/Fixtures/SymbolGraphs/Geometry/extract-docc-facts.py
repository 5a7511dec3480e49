#!/usr/bin/env python3
"""Reads the page JSON that `docc convert` wrote for the Geometry fixture and keeps, as plain text, what sitegen's
tests compare against: each page's URL, kind, title, abstract, declaration, doc-comment sections, topic,
relationship and default-implementation sections, availability and deprecation.

Usage: extract-docc-facts.py [DOCC_OUTPUT_DIR]   (default /tmp/geometry-docc)
Writes docc-expected.json (one page per line, sorted by URL) and docc-expected-urls.txt beside this script.
A link target outside the module (such as Swift's Equatable) has no page: it is kept as docc's title for it,
`Swift.Equatable`, which never starts with `/`; every page URL does.
"""

import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent


def target(identifier, references):
    reference = references.get(identifier, {})
    return reference.get("url") or reference.get("title") or identifier


def inline_text(inlines, references):
    parts = []
    for inline in inlines:
        kind = inline.get("type")
        if kind == "text":
            parts.append(inline["text"])
        elif kind == "codeVoice":
            parts.append(inline["code"])
        elif kind == "reference":
            reference = references.get(inline["identifier"], {})
            parts.append(inline.get("overridingTitle") or reference.get("title") or inline["identifier"])
        elif kind == "image":
            parts.append("")
        elif "inlineContent" in inline:
            parts.append(inline_text(inline["inlineContent"], references))
        else:
            parts.append(inline.get("text", inline.get("code", "")))
    return "".join(parts)


def inline_links(inlines, references):
    links = []
    for inline in inlines:
        if inline.get("type") == "reference":
            links.append(target(inline["identifier"], references))
        elif "inlineContent" in inline:
            links.extend(inline_links(inline["inlineContent"], references))
    return links


def block_text(block, references):
    kind = block.get("type")
    if kind == "heading":
        return "#" * block["level"] + " " + block["text"]
    if kind == "paragraph":
        return inline_text(block["inlineContent"], references)
    if kind == "aside":
        return block["name"] + ": " + blocks_text(block["content"], references)
    if kind == "codeListing":
        return "```" + (block.get("syntax") or "") + "\n" + "\n".join(block["code"]) + "\n```"
    if kind in ("unorderedList", "orderedList"):
        marker = "-" if kind == "unorderedList" else "1."
        return "\n".join(marker + " " + blocks_text(item["content"], references) for item in block["items"])
    if "inlineContent" in block:
        return inline_text(block["inlineContent"], references)
    if "content" in block:
        return blocks_text(block["content"], references)
    return json.dumps(block, ensure_ascii=False)


def blocks_text(blocks, references):
    return "\n".join(block_text(block, references) for block in blocks)


def block_links(blocks, references):
    links = []
    for block in blocks:
        if "inlineContent" in block:
            links.extend(inline_links(block["inlineContent"], references))
        if "content" in block:
            links.extend(block_links(block["content"], references))
        for item in block.get("items", []):
            links.extend(block_links(item["content"], references))
    return links


def return_value(blocks, references):
    """The paragraphs under docc's "Return Value" heading, up to the next heading."""
    text, inside = [], False
    for block in blocks:
        if block.get("type") == "heading":
            inside = block.get("anchor") == "return-value"
        elif inside:
            text.append(block_text(block, references))
    return "\n".join(text)


def asides(blocks, references):
    found = []
    for block in blocks:
        if block.get("type") == "aside":
            found.append([block["name"], block["style"], blocks_text(block["content"], references)])
    return found


def groups(sections, references):
    result = []
    for section in sections:
        group = {"title": section.get("title"), "urls": [target(i, references) for i in section["identifiers"]]}
        if section.get("generated"):
            group["generated"] = True
        result.append(group)
    return result


def platforms(metadata):
    described = []
    for platform in metadata.get("platforms", []):
        text = platform["name"]
        if "introducedAt" in platform:
            text += " " + platform["introducedAt"] + "+"
        for flag in ("deprecated", "unavailable", "beta"):
            if platform.get(flag):
                text += " " + flag
        if "deprecatedAt" in platform:
            text += " " + platform["deprecatedAt"]
        described.append(text)
    return described


def page_facts(document):
    references = document.get("references", {})
    metadata = document["metadata"]
    page = {
        "url": document["variants"][0]["paths"][0],
        "kind": document["kind"],
        "role": metadata.get("role"),
        "roleHeading": metadata.get("roleHeading"),
        "symbolKind": metadata.get("symbolKind"),
        "title": metadata.get("title"),
        "usr": metadata.get("externalID"),
        "subheading": "".join(f["text"] for f in metadata.get("fragments", [])) or None,
        "breadcrumbs": [target(i, references) for i in (document["hierarchy"].get("paths") or [[]])[0]],
        "abstract": inline_text(document.get("abstract", []), references),
        "required": metadata.get("required"),
        "platforms": platforms(metadata) if "platforms" in metadata else None,
        "deprecated": blocks_text(document["deprecationSummary"], references)
        if "deprecationSummary" in document else None,
    }
    links = inline_links(document.get("abstract", []), references)
    content = []
    for section in document.get("primaryContentSections", []):
        kind = section["kind"]
        if kind == "declarations":
            page["declarations"] = ["".join(t["text"] for t in d["tokens"]) for d in section["declarations"]]
        elif kind == "parameters":
            page["parameters"] = [[p["name"], blocks_text(p["content"], references)] for p in section["parameters"]]
            for parameter in section["parameters"]:
                links.extend(block_links(parameter["content"], references))
        elif kind == "content":
            # docc writes "Return Value" and "Discussion" as separate content sections, in that order.
            content.extend(section["content"])
        elif kind == "mentions":
            page["mentionedIn"] = [target(i, references) for i in section["mentions"]]
        else:
            page[kind] = section
    page["content"] = [block_text(block, references) for block in content]
    page["returns"] = return_value(content, references)
    page["asides"] = asides(content, references)
    page["links"] = links + block_links(content, references)
    page["topics"] = groups(document.get("topicSections", []), references)
    page["relationships"] = [
        {"title": s["title"], "type": s["type"], "urls": [target(i, references) for i in s["identifiers"]]}
        for s in document.get("relationshipsSections", [])
    ]
    page["defaultImplementations"] = groups(document.get("defaultImplementationsSections", []), references)
    page["seeAlso"] = groups(document.get("seeAlsoSections", []), references)
    return {key: value for key, value in page.items() if value not in (None, [], "")}


def main():
    output = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/geometry-docc")
    files = sorted((output / "data" / "documentation").rglob("*.json"))
    if not files:
        sys.exit(f"{output}: no data/documentation/**.json; run docc convert first (see README.md)")
    pages = sorted((page_facts(json.loads(f.read_text())) for f in files), key=lambda page: page["url"])
    lines = ",\n".join(json.dumps(page, ensure_ascii=False) for page in pages)
    (HERE / "docc-expected.json").write_text("[\n" + lines + "\n]\n")
    (HERE / "docc-expected-urls.txt").write_text("".join(page["url"] + "\n" for page in pages))
    print(f"{len(pages)} pages")


if __name__ == "__main__":
    main()
