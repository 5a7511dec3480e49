// For the fuzz targets that read a file and may report problems in it: every problem must point at a line
// of that file and a column from 1, or the reader would send an author to a place that does not exist.
import Core

/// Fails unless `diagnostic` points inside `source`: a line of it, a column from 1.
func checkInside(_ diagnostic: Diagnostic, _ source: SourceText) {
    _ = diagnostic.description
    guard let location = diagnostic.location else { return }
    let lastLine = source.location(ofOffset: source.bytes.count).line
    guard location.line >= 1, location.line <= lastLine, location.column >= 1 else {
        fatalError("diagnostic outside the file (\(lastLine) lines): \(diagnostic.summary)")
    }
}
