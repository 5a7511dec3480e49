import Testing

@Suite struct DiffGrammarTests {
    @Test func addedAndRemovedLinesAreInsertedAndDeleted() {
        #expect(highlighted("@@ -1 +1 @@\n-a\n+b", "diff") == token("keyword", "@@ -1 +1 @@") + "\n" + token("deleted", "-a")
            + "\n" + token("inserted", "+b"))
    }

    @Test func hunkCountsTellContentFromFileHeaders() {
        #expect(highlighted("@@ -1,1 +1,1 @@\n--- x\n+++ y\n--- a\n", "patch") == token("keyword", "@@ -1,1 +1,1 @@") + "\n"
            + token("deleted", "--- x") + "\n" + token("inserted", "+++ y") + "\n" + token("attribute", "--- a") + "\n")
    }
}
