/// The version of sitegen, shown by `--version`, in feeds and to templates (`site.build.version`).
public enum SitegenVersion {
    public static let current = "0.1.0"
}
