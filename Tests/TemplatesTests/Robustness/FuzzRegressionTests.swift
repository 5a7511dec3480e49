import Testing
import Templates

/// Inputs Fuzz/run.sh templates found crashing or hanging, each now an error or an output.
@Suite struct FuzzRegressionTests {
    @Test func aBlockNestedInABlockOfTheSameNameIsAnErrorNotAStackOverflow() {
        #expect(renderError("{% block main %}<p>{% block main %}base{% endblock %}</p>{% endblock %}")?.hasPrefix(
            "<built-in>/page.html:1:29: error: block 'main' is already defined on line 1") == true)
    }

    @Test func theFoundChildTemplateWithANestedBlockOfItsOwnNameIsAnError() {
        let found = "{% extends \"base.html\" %}{% block main %}{{ super() }}<p>{% block main %}base{% endblock %}"
            + "{% include \"partial.html\" %}</htm{{ page.content }}</p>{% endblock %}"
        let error = renderError(found, others: ["base.html": "<html>{% block main %}base{% endblock %}</html>", "partial.html": "<footer>"])
        #expect(error?.contains("error: block 'main' is already defined on line 1") == true)
    }
}
