// Generated from Templates/ by `SITEGEN_RECORD_SNAPSHOTS=1 swift test --filter DefaultTemplatesTests`; do not edit.
// The repository's Templates/ folder is the single source of these files.

/// The default layouts compiled into sitegen, so a folder of Markdown builds with nothing else.
public enum DefaultTemplates {
    /// Template sources by name (`page.html`, `partials/nav.html`).
    public static let templates: [String: String] = [:]
    /// Layout files copied to the output (`assets/site.css`).
    public static let assets: [String: String] = [:]
    /// Other files of Templates/ (`theme.json`), written out by `sitegen new`.
    public static let otherFiles: [String: String] = [:]
}
