/// The version of sitegen, shown by `--version`, in feeds and to templates (`site.build.version`).
public enum SitegenVersion {
    public static let current = "0.1.0"
    /// Where sitegen's source is published: what a new site's workflow clones when the sitegen that made it
    /// was not built from a clone of a public repository.
    public static let repository = "https://github.com/sitegen/sitegen.git"
}
