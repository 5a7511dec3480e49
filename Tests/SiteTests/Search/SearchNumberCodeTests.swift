import Testing
@testable import Site

@Suite struct SearchNumberCodeTests {
    func code(_ numbers: [Int]) -> String {
        var output: [UInt8] = []
        for number in numbers { SearchNumberCode.append(number, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    @Test func numbersBelow32TakeOneCharacter() {
        #expect(code([0, 9, 10, 31]) == "09av")
    }

    @Test func largerNumbersPutTheLowBitsFirstWithTheContinuingAlphabet() {
        // 32 = 0 + 1·32, 100 = 4 + 3·32, 1024 = 0 + 0·32 + 1·32².
        #expect(code([32, 100, 1024]) == "A1E3AA1")
    }

    @Test func countIsTheNumberOfCharactersAppendWrites() {
        let numbers = [0, 31, 32, 1023, 1024, 32767, 32768, 1 << 40]
        #expect(numbers.map(SearchNumberCode.count) == numbers.map { code([$0]).count })
    }

    @Test func writeWritesWhatAppendAppends() {
        let numbers = [0, 31, 32, 1023, 1024, 1 << 40]
        var output = [UInt8](repeating: 0, count: 64)
        let written = output.withUnsafeMutableBufferPointer { output in
            numbers.reduce(output.baseAddress!) { SearchNumberCode.write($1, at: $0) } - output.baseAddress!
        }
        #expect(String(decoding: output[..<written], as: UTF8.self) == code(numbers))
    }

    @Test func readGivesBackEachNumberInTurn() {
        let numbers = [0, 31, 32, 100, 1023, 1024, 1 << 40]
        let bytes = Array(code(numbers).utf8)
        var position = 0
        let read = bytes.withUnsafeBufferPointer { code in numbers.map { _ in SearchNumberCode.read(code, at: &position) } }
        #expect(read == numbers)
        #expect(position == bytes.count)
    }
}
