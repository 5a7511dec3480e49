import Testing
import Templates

@Suite struct CollectionFilterTests {
    let posts: TemplateValue = [
        ["title": "B", "weight": 2, "tags": ["swift"]],
        ["title": "A", "weight": 1, "tags": ["web", "swift"]],
        ["title": "C", "weight": 2, "tags": []],
    ]

    @Test func lengthCountsCharactersElementsAndMembers() throws {
        #expect(try render("{{ s | length }} {{ a | length }} {{ d | length }} {{ missing | default: '' | length }}", ["s": "héllo", "a": [1, 2], "d": ["k": 1]]) == "5 2 1 0")
    }

    @Test func firstAndLastPickElementsOrCharacters() throws {
        #expect(try render("{{ a | first }}{{ a | last }}{{ s | first }}{{ s | last }}[{{ e | first }}]", ["a": [1, 2, 3], "s": "xyz", "e": []]) == "13xz[]")
    }

    // Seen on swift.org: Jekyll pages `split` and `slice` lists, which the import could not convert.
    @Test func splitCutsTextAtASeparatorAsLiquidDoes() throws {
        #expect(try render("{% for t in s | split: ',' %}[{{ t }}]{% endfor %} {{ s | split: ',' | length }} {{ 'ab' | split: '' | join: '-' }}", ["s": "a,,b,,"]) == "[a][][b] 3 a-b")
    }

    @Test func sliceTakesElementsOrCharactersFromAPosition() throws {
        #expect(try render("{{ a | slice: 1, 2 | join: ',' }} {{ a | slice: -1 | join }} {{ s | slice: 1, 3 }} {{ a | slice: 9, 2 | length }}", ["a": [1, 2, 3], "s": "héllo"]) == "2,3 3 éll 0")
    }

    @Test func joinJoinsElementsWithASeparator() throws {
        #expect(try render("{{ a | join: ', ' }}|{{ a | join }}", ["a": ["x", "y"]]) == "x, y|xy")
    }

    @Test func joinEscapesPlainElementsAndKeepsSafeOnes() throws {
        #expect(try render("{{ a | join: ' & ' }}", ["a": ["<x>", .html("<b>y</b>")]]) == "&lt;x&gt; &amp; <b>y</b>")
    }

    @Test func sortOrdersByAMemberStably() throws {
        #expect(try render("{% for p in posts | sort: 'weight' %}{{ p.title }}{% endfor %}", ["posts": posts]) == "ABC")
    }

    @Test func sortOrdersValuesThemselvesWithoutAKey() throws {
        #expect(try render("{{ a | sort | join: ',' }}", ["a": ["pear", "apple", "fig"]]) == "apple,fig,pear")
    }

    @Test func sortPutsElementsMissingTheMemberLast() throws {
        let items: TemplateValue = [["n": "x"], ["n": "y", "w": 2], ["n": "z", "w": 1]]
        #expect(try render("{% for i in items | sort: 'w' %}{{ i.n }}{% endfor %}", ["items": items]) == "zyx")
    }

    @Test func sortFollowsADottedMemberPath() throws {
        let items: TemplateValue = [["n": "x", "params": ["order": 2]], ["n": "y", "params": ["order": 1]]]
        #expect(try render("{% for i in items | sort: 'params.order' %}{{ i.n }}{% endfor %}", ["items": items]) == "yx")
    }

    @Test func reverseReversesArraysAndStrings() throws {
        #expect(try render("{{ a | reverse | join }} {{ s | reverse }}", ["a": [1, 2, 3], "s": "abc"]) == "321 cba")
    }

    @Test func limitKeepsTheFirstElements() throws {
        #expect(try render("{{ a | limit: 2 | join }}{{ a | limit: 9 | join }}", ["a": [1, 2, 3]]) == "12123")
    }

    @Test func whereKeepsElementsWhoseArrayMemberContainsTheValue() throws {
        #expect(try render("{% for p in posts | where: 'tags', 'swift' %}{{ p.title }}{% endfor %}", ["posts": posts]) == "BA")
    }

    @Test func whereKeepsElementsWhoseMemberEqualsTheValue() throws {
        #expect(try render("{% for p in posts | where: 'weight', 2 %}{{ p.title }}{% endfor %}", ["posts": posts]) == "BC")
    }

    @Test func whereWithOnlyAMemberKeepsElementsWhereItIsTrue() throws {
        let pages: TemplateValue = [["t": "a", "draft": true], ["t": "b", "draft": false], ["t": "c"]]
        #expect(try render("{% for p in pages | where: 'draft' %}{{ p.t }}{% endfor %}", ["pages": pages]) == "a")
    }

    @Test func mapGivesEachElementsMemberAndNullWhereItHasNone() throws {
        let projects: TemplateValue = [["url": "https://a.org", "meta": ["year": 2020]], ["url": "https://b.org"], ["name": "c"]]
        #expect(try render("{{ p | map: 'url' | json }} {{ p | map: 'meta.year' | json }}", ["p": projects])
            == #"["https://a.org","https://b.org",null] [2020,null,null]"#)
    }

    @Test func offsetLeavesTheElementsAfterTheFirstOnes() throws {
        #expect(try render("{{ xs | offset: 1 | json }} {{ xs | offset: 5 | json }}", ["xs": [1, 2, 3]]) == "[2,3] []")
    }

    // Seen in Jekyll's docs: its conference talks are listed by `group_by: 'year'`.
    @Test func groupByMakesAGroupForEachValueInTheOrderItFirstAppears() throws {
        let talks: TemplateValue = [["t": "a", "year": 2017], ["t": "b", "year": 2018], ["t": "c", "year": 2017], ["t": "d"]]
        let template = "{% for g in talks | group_by: 'year' | reverse %}[{{ g.name }} {{ g.size }}:{% for t in g.items %}{{ t.t }}{% endfor %}]{% endfor %}"
        #expect(try render(template, ["talks": talks]) == "[ 1:d][2018 1:b][2017 2:ac]")
    }

    @Test func filtersWorkOnObjectsMembersToo() throws {
        let pages: TemplateValue = [.object(TestObject(members: [("t", "x"), ("w", 2)])), .object(TestObject(members: [("t", "y"), ("w", 1)]))]
        #expect(try render("{% for p in pages | sort: 'w' %}{{ p.t }}{% endfor %}", ["pages": pages]) == "yx")
    }

    @Test func whereThenLimitKeepsTheFirstElementsKept() throws {
        #expect(try render("{% for p in posts | where: 'weight', 2 | limit: 1 %}{{ p.title }}{% endfor %}", ["posts": posts]) == "B")
        #expect(try render("{% for p in posts | where: 'tags', 'swift' | limit: 5 %}{{ p.title }}{% endfor %}", ["posts": posts]) == "BA")
    }

    @Test func whereThenLimitReportsAWrongWhereAtWhere() {
        #expect(renderError("{{ t | where: 'x' | limit: 2 }}", ["t": "abc"]) == """
            <built-in>/page.html:1:8: error: filter 'where': expects an array, got a string
            {{ t | where: 'x' | limit: 2 }}
                   ^
            """)
    }

    @Test func whereThenLimitReportsAWrongLimitAtLimit() {
        #expect(renderError("{{ a | where: 'x' | limit: 'two' }}", ["a": [1]]) == """
            <built-in>/page.html:1:21: error: filter 'limit': expects the number of elements as a whole number of at least 0, got a string
            {{ a | where: 'x' | limit: 'two' }}
                                ^
            """)
    }

    @Test func collectionFiltersRejectNonArrays() {
        #expect(renderError("{{ t | sort }}", ["t": "abc"]) == """
            <built-in>/page.html:1:8: error: filter 'sort': expects an array, got a string
            {{ t | sort }}
                   ^
            """)
    }
}
