import Core
import Dispatch
import Foundation
import Templates

// Figures, not assertions (timings vary with the machine): run with
//
//     swift run -c release templates-benchmark
//
// and compare the printed ratios, all measured in the same run.
struct TemplatesBenchmarks {
    static let templates: [String: String] = [
        "base.html": """
            <!doctype html>
            <html lang="{{ site.language }}">
            <head><meta charset="utf-8"><title>{% block title %}{{ site.title }}{% endblock %}</title>
            <meta name="description" content="{{ page.description | default: site.description }}"></head>
            <body>
            <header><a href="{{ '/' | url }}">{{ site.title }}</a></header>
            {% include "partials/nav.html" %}
            <main>{% block main %}{% endblock %}</main>
            <footer>{{ site.author }} · {{ page.date | date: "%Y" }}</footer>
            </body></html>
            """,
        "partials/nav.html": """
            <nav><ul>
            {%- for item in site.nav %}
            <li{% if item.url == page.url %} class="active"{% endif %}><a href="{{ item.url | url }}">{{ item.title }}</a></li>
            {%- endfor %}
            </ul></nav>
            """,
        "page.html": """
            {% extends "base.html" %}
            {% block title %}{{ page.title }} · {{ super() }}{% endblock %}
            {% block main %}
            <article>
            <h1>{{ page.title }}</h1>
            <p><time datetime="{{ page.date | date: '%Y-%m-%d' }}">{{ page.date | date: '%B %e, %Y' }}</time> · {{ page.reading_time }} min read</p>
            <ul class="tags">{% for tag in page.tags %}<li><a href="{{ ('/tags/' ~ tag | slugify ~ '/') | url }}">{{ tag }}</a></li>{% endfor %}</ul>
            {{ page.content }}
            {% if page.prev %}<a rel="prev" href="{{ page.prev.url | url }}">{{ page.prev.title }}</a>{% endif %}
            {% if page.next %}<a rel="next" href="{{ page.next.url | url }}">{{ page.next.title }}</a>{% endif %}
            </article>
            {% endblock %}
            """,
    ]

    static let pageCount = 10_000
    static let content = String(repeating: "<p>Some <em>rendered</em> Markdown &amp; a <a href=\"/x/\">link</a>.</p>\n", count: 50)

    struct Page: TemplateObject {
        let index: Int

        func member(_ name: String) -> TemplateValue? {
            switch name {
            case "title": .string("Page \(index) <draft>")
            case "url": .string("/posts/\(index)/")
            case "date": .date(Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 86_400))
            case "tags": ["Swift", "Static Sites", .string("tag \(index % 7)")]
            case "content": .html(TemplatesBenchmarks.content)
            case "reading_time": 3
            case "prev": index > 0 ? .object(Page(index: index - 1)) : .null
            case "next": index < TemplatesBenchmarks.pageCount - 1 ? .object(Page(index: index + 1)) : .null
            default: nil
            }
        }

        var memberNames: [String] { ["title", "url", "date", "tags", "content", "reading_time", "prev", "next"] }
    }

    static let site: TemplateValue = [
        "title": "Bench", "language": "en", "author": "A. Author", "description": "A site",
        "nav": .array((0..<30).map { ["url": .string("/section-\($0)/"), "title": .string("Section \($0)")] }),
    ]

    func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    func rendersTenThousandPages() {
        let library = TemplateLibrary(directory: nil, builtIns: Self.templates)
        let environment = RenderEnvironment()
        var bytes = 0
        let single = ContinuousClock().measure {
            for index in 0..<Self.pageCount {
                let result = try? library.render("page.html", variables: ["page": .object(Page(index: index)), "site": Self.site], environment: environment)
                bytes += result?.output.utf8.count ?? 0
            }
        }
        let parallel = ContinuousClock().measure {
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                for index in stride(from: half, to: Self.pageCount, by: 2) {
                    _ = try? library.render("page.html", variables: ["page": .object(Page(index: index)), "site": Self.site], environment: environment)
                }
            }
        }
        // What two threads gain on work that shares nothing, for reading the speed-up above: on a
        // machine whose two cores are busy with other work it is well under 2×.
        let sinks = Locked([0, 0])
        let calibrationSingle = ContinuousClock().measure {
            for half in 0..<2 {
                let value = Self.busyWork(seed: half + 1)
                sinks.withLock { $0[half] = value }
            }
        }
        let calibrationParallel = ContinuousClock().measure {
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                let value = Self.busyWork(seed: half + 1)
                sinks.withLock { $0[half] = value }
            }
        }
        let parses = 1_000
        let parse = ContinuousClock().measure {
            for _ in 0..<parses {
                let fresh = TemplateLibrary(directory: nil, builtIns: Self.templates)
                for name in Self.templates.keys { _ = try? fresh.template(named: name) }
            }
        }
        let perPage = seconds(single) / Double(Self.pageCount)
        print("""
            templates: \(Self.pageCount) pages (3 templates: extends + include + 30-link nav), \(bytes / Self.pageCount) bytes each
              1 thread : \(String(format: "%.3f", seconds(single))) s, \(String(format: "%.1f", perPage * 1e6)) µs/page, \(String(format: "%.0f", Double(bytes) / seconds(single) / 1e6)) MB/s
              2 threads: \(String(format: "%.3f", seconds(parallel))) s, speed-up \(String(format: "%.2f", seconds(single) / seconds(parallel)))× (work sharing nothing gets \(String(format: "%.2f", seconds(calibrationSingle) / seconds(calibrationParallel)))× here now)
              parsing the 3 templates: \(String(format: "%.1f", seconds(parse) / Double(parses) * 1e6)) µs = \(String(format: "%.1f", seconds(parse) / Double(parses) / perPage))× one page render
            """)
        if let jinja = try? jinjaSeconds() {
            print("  Jinja2 (Python, autoescape, same pages): \(String(format: "%.3f", jinja)) s; sitegen is \(String(format: "%.1f", jinja / seconds(single)))× faster")
        }
    }

    @inline(never)
    static func busyWork(seed: Int) -> Int {
        var value = seed
        for step in 0..<20_000_000 { value = value &* 31 &+ (step ^ (value >> 7)) }
        return value
    }

    func loopTimeGrowsLinearly() {
        let library = TemplateLibrary(directory: nil, builtIns: ["loop.html": "{% for x in xs %}<li>{{ x.name }}{% if loop.last %}.{% endif %}</li>{% endfor %}"])
        var perElement: [(Int, Double)] = []
        for count in [1_000, 10_000, 100_000] {
            let elements = TemplateValue.array((0..<count).map { ["name": .string("item \($0)")] })
            let repeats = 1_000_000 / count
            let time = ContinuousClock().measure {
                for _ in 0..<repeats {
                    _ = try? library.render("loop.html", variables: ["xs": elements], environment: RenderEnvironment())
                }
            }
            perElement.append((count, seconds(time) / Double(repeats * count) * 1e9))
        }
        let base = perElement[0].1
        print("templates: for-loop cost per element: " + perElement.map { "n=\($0.0): \(String(format: "%.0f", $0.1)) ns (\(String(format: "%.2f", $0.1 / base))×)" }.joined(separator: ", "))
    }

    /// Renders the same pages with Jinja2 when Python has it, as a reference point.
    func jinjaSeconds() throws -> Double? {
        let script = """
            import sys, time, datetime, re
            import jinja2
            templates = {
              "base.html": '''<!doctype html>
            <html lang="{{ site.language }}">
            <head><meta charset="utf-8"><title>{% block title %}{{ site.title }}{% endblock %}</title>
            <meta name="description" content="{{ page.description | default(site.description, true) }}"></head>
            <body>
            <header><a href="{{ '/' | url }}">{{ site.title }}</a></header>
            {% include "partials/nav.html" %}
            <main>{% block main %}{% endblock %}</main>
            <footer>{{ site.author }} · {{ page.date | date("%Y") }}</footer>
            </body></html>''',
              "partials/nav.html": '''<nav><ul>
            {%- for item in site.nav %}
            <li{% if item.url == page.url %} class="active"{% endif %}><a href="{{ item.url | url }}">{{ item.title }}</a></li>
            {%- endfor %}
            </ul></nav>''',
              "page.html": '''{% extends "base.html" %}
            {% block title %}{{ page.title }} · {{ super() }}{% endblock %}
            {% block main %}
            <article>
            <h1>{{ page.title }}</h1>
            <p><time datetime="{{ page.date | date('%Y-%m-%d') }}">{{ page.date | date('%B %e, %Y') }}</time> · {{ page.reading_time }} min read</p>
            <ul class="tags">{% for tag in page.tags %}<li><a href="{{ ('/tags/' ~ tag | slugify ~ '/') | url }}">{{ tag }}</a></li>{% endfor %}</ul>
            {{ page.content }}
            {% if page.prev %}<a rel="prev" href="{{ page.prev.url | url }}">{{ page.prev.title }}</a>{% endif %}
            {% if page.next %}<a rel="next" href="{{ page.next.url | url }}">{{ page.next.title }}</a>{% endif %}
            </article>
            {% endblock %}''',
            }
            env = jinja2.Environment(loader=jinja2.DictLoader(templates), autoescape=True)
            env.filters["url"] = lambda u: u
            env.filters["date"] = lambda d, f: d.strftime(f)
            env.filters["slugify"] = lambda s: re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")
            N = int(sys.argv[1])
            content = jinja2.Markup if hasattr(jinja2, "Markup") else None
            from markupsafe import Markup
            html = Markup('<p>Some <em>rendered</em> Markdown &amp; a <a href="/x/">link</a>.</p>\\n' * 50)
            class Page:
                def __init__(self, i): self.i = i
                title = property(lambda s: "Page %d <draft>" % s.i)
                url = property(lambda s: "/posts/%d/" % s.i)
                date = property(lambda s: datetime.datetime.fromtimestamp(1700000000 + s.i * 86400, datetime.timezone.utc))
                tags = property(lambda s: ["Swift", "Static Sites", "tag %d" % (s.i % 7)])
                content = property(lambda s: html)
                reading_time = 3
                prev = property(lambda s: Page(s.i - 1) if s.i > 0 else None)
                next = property(lambda s: Page(s.i + 1) if s.i < N - 1 else None)
            site = {"title": "Bench", "language": "en", "author": "A. Author", "description": "A site",
                    "nav": [{"url": "/section-%d/" % i, "title": "Section %d" % i} for i in range(30)]}
            template = env.get_template("page.html")
            start = time.perf_counter()
            for i in range(N):
                template.render(page=Page(i), site=site)
            print(time.perf_counter() - start)
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-jinja-bench-\(UUID().uuidString).py")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", file.path, String(Self.pageCount)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

let benchmarks = TemplatesBenchmarks()
benchmarks.rendersTenThousandPages()
benchmarks.loopTimeGrowsLinearly()
