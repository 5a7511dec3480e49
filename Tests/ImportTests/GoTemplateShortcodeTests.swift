import Testing
@testable import Import

/// A Hugo shortcode's Go template as a sitegen shortcode, when it is simple enough; why not, when it is not.
@Suite struct GoTemplateShortcodeTests {
    func convert(_ text: String) -> String {
        do {
            return try GoTemplateShortcode.convert(text)
        } catch {
            return "does not convert: " + error.why
        }
    }

    @Test func argumentsByPositionAndName() {
        #expect(convert(#"<a href="{{ .Get "href" }}">{{ .Get 0 }}</a>"#) == #"<a href="{{ href }}">{{ args[0] }}</a>"#)
    }

    @Test func theBodyAlsoThroughMarkdownify() {
        #expect(convert(#"<div class="note">{{ .Inner | markdownify }}</div>{{ $.Inner }}"#) == #"<div class="note">{{ inner }}</div>{{ inner }}"#)
    }

    @Test func withIfElseAndDotInsideWith() {
        #expect(convert(#"{{- with .Get "title" -}}<b>{{ . }}</b>{{ else }}-{{ end }}{{ if .Inner }}!{{ end }}"#)
            == #"{%- if title -%}<b>{{ title }}</b>{% else %}-{% endif %}{% if inner %}!{% endif %}"#)
    }

    @Test func commentsMayHoldActionsOfTheirOwn() {
        #expect(convert("{{/* {{< badge \"x\" >}} */}}\n{{- /* trim */ -}}") == "{# #}\n{#- -#}")
    }

    // Hugo's docs show each image filter through their own `img` shortcode, whose first action sitegen has no
    // equivalent of is `$alt := ""`: the reason a reader needs is the image processing further down.
    @Test func imageProcessingIsWhyNotWhereverItIs() {
        let template = #"{{/* Applies .Filter to the image. */}}{{ $alt := "" }}{{ $i := resources.Get .Src }}"#
            + #"{{ $i = $i.Resize "300x" }}{{ $f := images.Grayscale }}{{ with $f }}{{ $i = $i.Filter . }}{{ end }}"#
        #expect(convert(template) == "does not convert: it processes images (.Resize, images.Grayscale, .Filter), "
            + "and sitegen publishes image files as they are")
        #expect(convert(template + "{{ $s := images.Sepia 50 }}{{ $i.Fill \"10x10\" }}")
            == "does not convert: it processes images (.Resize, images.Grayscale, .Filter and 2 more), and sitegen publishes image files as they are")
        #expect(convert(#"{{/* see images.Filter */}}<img src="{{ .Get "src" }}">"#) == #"{# #}<img src="{{ src }}">"#)
    }

    @Test func anythingElseIsWhyNot() {
        #expect(convert(#"{{ partial "tabs.html" . }}"#) == #"does not convert: it uses 'partial "tabs.html" .', which sitegen has no equivalent of"#)
        #expect(convert(#"{{ $x := .Get 0 }}"#) == "does not convert: it uses '$x := .Get 0', which sitegen has no equivalent of")
        #expect(convert("{{ if .Inner }}open") == "does not convert: an 'if' or 'with' without its 'end'")
    }
}
