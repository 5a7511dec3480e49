import TestSupport
import Testing
@testable import Site

/// The built-in `home` layout (Templates/home.html): its parts come from front matter.
@Suite struct HomeLayoutTests {
    func home(_ frontMatter: String, pages: [String: String] = [:]) throws -> String {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "---\ntitle: Widgets\nlayout: home\n\(frontMatter)---\nHello.\n")
        for (path, text) in pages { site.write("Content/" + path, text) }
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: "/shop/")).build()
        #expect(report.warnings.isEmpty)
        return site.read("Public/index.html") ?? ""
    }

    @Test func theHeroShowsTheTitleTaglineAndAtMostTwoButtons() throws {
        let html = try home("""
            hero:
              tagline: Small and fast.
              actions:
                - {text: Start, link: /docs/}
                - {text: Source, link: "https://example.org/src"}
                - {text: Third, link: /third/}

            """)
        #expect(html.contains("""
            <header class="hero">
            <h1 class="hero-title">Widgets</h1>
            <p class="hero-tagline">Small and fast.</p>
            <p class="hero-actions">
            <a class="hero-action hero-action-primary" href="/shop/docs/">Start</a>
            <a class="hero-action" href="https://example.org/src">Source</a>
            </p>
            </header>
            """))
    }

    @Test func withoutAHeroTheDescriptionIsTheTaglineAndThereAreNoButtons() throws {
        let html = try home("description: Only this.\n")
        #expect(html.contains("<h1 class=\"hero-title\">Widgets</h1>\n<p class=\"hero-tagline\">Only this.</p>\n</header>"))
        #expect(!html.contains("hero-actions"))
        #expect(!html.contains("class=\"features\""))
    }

    @Test func featuresAreCardsLinkedWhenTheyHaveALink() throws {
        let html = try home("""
            features:
              - {title: Fast, text: Very., link: /fast/}
              - {title: Small}

            """)
        #expect(html.contains("""
            <ul class="features">
            <li class="feature">
            <h2 class="feature-title"><a href="/shop/fast/">Fast</a></h2>
            <p>Very.</p>
            </li>
            <li class="feature">
            <h2 class="feature-title">Small</h2>
            </li>
            </ul>
            """))
    }

    @Test func theNewestPostsFollowTheContent() throws {
        let html = try home("", pages: [
            "blog/old.md": "---\ntitle: Old\ndate: 2024-01-01\n---\n",
            "blog/new.md": "---\ntitle: New\ndate: 2025-02-03\n---\n",
        ])
        #expect(html.contains("""
            <div class="prose home-content">
            <p>Hello.</p>
            </div>
            <section class="recent" aria-labelledby="sitegen-recent">
            """))
        #expect(html.contains("<li><a href=\"/shop/blog/new/\">New</a> <time datetime=\"2025-02-03\">"))
        #expect(html.range(of: ">New<")!.lowerBound < html.range(of: ">Old<")!.lowerBound)
    }
}
