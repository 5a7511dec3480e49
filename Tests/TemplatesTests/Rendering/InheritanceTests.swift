import Testing
import Templates

@Suite struct InheritanceTests {
    let base = """
        <title>{% block title %}Site{% endblock %}</title>
        <main>{% block main %}base main{% endblock %}</main>
        """

    @Test func childOverridesBlocksAndKeepsTheOthers() throws {
        let child = #"{% extends "base.html" %}{% block main %}child main{% endblock %}"#
        #expect(try render(child, others: ["base.html": base]) == "<title>Site</title>\n<main>child main</main>")
    }

    @Test func superRendersTheParentsBlock() throws {
        let child = #"{% extends "base.html" %}{% block title %}Post · {{ super() }}{% endblock %}"#
        #expect(try render(child, others: ["base.html": base]) == "<title>Post · Site</title>\n<main>base main</main>")
    }

    @Test func superWorksAcrossTwoLevelsOfInheritance() throws {
        let middle = #"{% extends "base.html" %}{% block title %}Docs | {{ super() }}{% endblock %}"#
        let child = #"{% extends "docs.html" %}{% block title %}Intro | {{ super() }}{% endblock %}"#
        #expect(try render(child, others: ["base.html": base, "docs.html": middle])
            == "<title>Intro | Docs | Site</title>\n<main>base main</main>")
    }

    @Test func grandchildOverridesABlockTheMiddleTemplateDefined() throws {
        let middle = #"{% extends "base.html" %}{% block main %}<nav>{% block nav %}middle nav{% endblock %}</nav>{% endblock %}"#
        let child = #"{% extends "middle.html" %}{% block nav %}child nav{% endblock %}"#
        #expect(try render(child, others: ["base.html": base, "middle.html": middle])
            == "<title>Site</title>\n<main><nav>child nav</nav></main>")
    }

    @Test func blocksSeeTheCallersVariables() throws {
        let child = #"{% extends "base.html" %}{% block main %}{{ page.title }}{% endblock %}"#
        #expect(try render(child, ["page": ["title": "<T>"]], others: ["base.html": base]) == "<title>Site</title>\n<main>&lt;T&gt;</main>")
    }

    @Test func setOutsideBlocksInAChildReachesTheParent() throws {
        let layout = "<body class=\"{{ body_class }}\">{% block main %}{% endblock %}</body>"
        let child = #"{% extends "layout.html" %}{% set body_class = "wide" %}{% block main %}x{% endblock %}"#
        #expect(try render(child, others: ["layout.html": layout]) == "<body class=\"wide\">x</body>")
    }

    @Test func theChildsSetWinsOverTheMiddleTemplates() throws {
        let layout = "{{ who }}"
        let middle = #"{% extends "layout.html" %}{% set who = "middle" %}"#
        let child = #"{% extends "middle.html" %}{% set who = "child" %}"#
        #expect(try render(child, others: ["layout.html": layout, "middle.html": middle]) == "child")
    }

    @Test func aTemplateWithoutAParentRendersItsOwnBlocks() throws {
        #expect(try render("a{% block b %}b{% endblock %}c") == "abc")
    }

    @Test func acceptsTheBlockNameOnEndblock() throws {
        #expect(try render("{% block main %}m{% endblock main %}") == "m")
    }
}

@Suite struct IncludeTests {
    @Test func includesAPartial() throws {
        #expect(try render(#"<body>{% include "partials/nav.html" %}</body>"#, others: ["partials/nav.html": "<nav></nav>"]) == "<body><nav></nav></body>")
    }

    @Test func theIncludedTemplateSeesTheCurrentVariables() throws {
        let template = #"{% set who = "set" %}{% for item in items %}{% include "item.html" %}{% endfor %}"#
        #expect(try render(template, ["items": ["a", "b"]], others: ["item.html": "[{{ who }}:{{ item }}:{{ loop.index }}]"]) == "[set:a:1][set:b:2]")
    }

    @Test func setsInsideAnIncludedTemplateStayThere() throws {
        #expect(try render(#"{% set x = "outer" %}{% include "p.html" %}{{ x }}"#, others: ["p.html": #"{% set x = "inner" %}{{ x }}|"#]) == "inner|outer")
    }

    @Test func includesNestInsideBlocks() throws {
        let base = #"{% block main %}{% endblock %}"#
        let child = #"{% extends "base.html" %}{% block main %}{% include "p.html" %}{% endblock %}"#
        #expect(try render(child, others: ["base.html": base, "p.html": "partial"]) == "partial")
    }

    @Test func anIncludedTemplateCanItselfExtendAnother() throws {
        let card = #"{% extends "frame.html" %}{% block inner %}card{% endblock %}"#
        let frame = "<div>{% block inner %}{% endblock %}</div>"
        #expect(try render(#"{% block main %}[{% include "card.html" %}]{% endblock %}"#, others: ["card.html": card, "frame.html": frame]) == "[<div>card</div>]")
    }

    @Test func includesTheSamePartialManyTimes() throws {
        let output = try render(#"{% for i in xs %}{% include "p.html" %}{% endfor %}"#, ["xs": .array(Array(repeating: 1, count: 500))], others: ["p.html": "."])
        #expect(output == String(repeating: ".", count: 500))
    }
}
