extension SiteScaffold {
    /// `.github/workflows/pages.yml` of a new site: on every push to `main`, build sitegen from source
    /// in the official Swift container image, build the site for the Pages URL, and deploy it with
    /// GitHub's own Pages actions. The build and the deployment are separate jobs, as those actions
    /// expect: only the deployment needs to write to Pages.
    static let pagesWorkflow = """
        # Publishes the site on GitHub Pages on every push to main.
        # Once: in the repository's Settings → Pages, set Source to "GitHub Actions".
        # sitegen is built from source in the official Swift image; set SITEGEN_REF to a tag
        # to pin the version the site is built with.
        name: Pages

        on:
          push:
            branches: [main]
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          SITEGEN_REPOSITORY: https://github.com/sitegen/sitegen.git
          SITEGEN_REF: main

        jobs:
          build:
            runs-on: ubuntu-latest
            container: swift:6.2
            steps:
              - uses: actions/checkout@v5
              - name: Build sitegen
                run: |
                  git clone --depth 1 --branch "$SITEGEN_REF" "$SITEGEN_REPOSITORY" /tmp/sitegen
                  swift build --package-path /tmp/sitegen -c release --product sitegen
                  echo /tmp/sitegen/.build/release >> "$GITHUB_PATH"
              - id: pages
                uses: actions/configure-pages@v5
              - name: Build the site
                run: sitegen build --strict --base-url "${{ steps.pages.outputs.base_url }}/"
              - uses: actions/upload-pages-artifact@v4
                with:
                  path: Public

          deploy:
            needs: build
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """
}
