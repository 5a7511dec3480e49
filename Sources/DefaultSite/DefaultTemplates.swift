/// The default layouts compiled into sitegen, so a folder of Markdown builds with nothing else.
/// The repository's Templates/ folder is their only source: the EmbedDefaultTemplates plugin
/// writes `files` from it on every build.
public enum DefaultTemplates {
    /// Template sources by name (`page.html`, `partials/header.html`).
    public static let templates = files.filter { name, _ in !name.hasPrefix("assets/") && name.hasSuffix(".html") }

    /// Layout files copied to the output (`assets/site.css`).
    public static let assets = files.filter { name, _ in name.hasPrefix("assets/") }

    /// Other files of Templates/ (`theme.json`), written out by `sitegen new`.
    public static let otherFiles = files.filter { name, _ in !name.hasPrefix("assets/") && !name.hasSuffix(".html") }
}
