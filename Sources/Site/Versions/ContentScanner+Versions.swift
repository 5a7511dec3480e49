extension ContentScanner {
    /// Content/ and every other version's folder, the latter's files at their version paths (`1.0/guide/intro.md`),
    /// all in one listing in Content/ path order.
    static func scan(_ inputs: SiteInputs, siteRoot: String) -> ContentScan {
        let languages = inputs.config.languages
        var scan = Self.scan(
            contentDirectory: inputs.contentDirectory, folder: inputs.catalogFolder, siteRoot: siteRoot, displayPrefix: inputs.sourcePrefix,
            languages: languages)
        guard !inputs.versionFolders.isEmpty else { return scan }
        for version in inputs.versionFolders {
            // A git version's folder is sitegen's own, outside the site: its links may point anywhere inside it, and nowhere else.
            let versionScan = Self.scan(
                contentDirectory: version.directory, siteRoot: version.isFromGit ? version.directory : siteRoot,
                displayPrefix: version.displayPrefix, languages: languages)
            var folders: [ObjectIdentifier: ContentFolder] = [:]
            scan.files += versionScan.files.map { file in
                let folder = folders[ObjectIdentifier(file.folder)] ?? ContentFolder(
                    path: file.folder.path, displayPrefix: file.folder.displayPrefix, naming: .versioned(name: version.name, source: file.folder.naming))
                folders[ObjectIdentifier(file.folder)] = folder
                return ContentFile(contentPath: version.name + "/" + file.contentPath, folder: folder, status: file.status)
            }
            scan.warnings += versionScan.warnings
        }
        scan.files.sort { $0.contentPath < $1.contentPath }
        return scan
    }
}
