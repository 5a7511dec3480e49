import Testing
import Templates

/// Liquid's arithmetic filters, which Jekyll pages use (`forloop.index | modulo: 2` for alternating rows).
@Suite struct ArithmeticFilterTests {
    @Test func wholeNumbersGiveWholeNumbers() throws {
        #expect(try render("{{ 7 | plus: 2 }} {{ 7 | minus: 9 }} {{ 7 | times: 3 }} {{ 7 | divided_by: 2 }} {{ 7 | modulo: 2 }}") == "9 -2 21 3 1")
    }

    @Test func divisionRoundsDownAndARemainderHasTheDivisorsSign() throws {
        #expect(try render("{{ -7 | divided_by: 2 }} {{ -7 | modulo: 3 }} {{ 7 | modulo: -3 }}") == "-4 2 -2")
    }

    @Test func aDecimalGivesADecimal() throws {
        #expect(try render("{{ 7 | divided_by: 2.5 }} {{ 1.5 | plus: 1 }}") == "2.8 2.5")
    }

    @Test func textThatIsANumberCountsAsOne() throws {
        #expect(try render("{{ n | plus: '2' }} {{ missing | plus: 1 }}", ["n": "40"]) == "42 1")
    }

    @Test func divisionByZeroAndTextThatIsNoNumberAreErrors() {
        #expect(renderError("{{ 1 | modulo: 0 }}")?.contains("cannot divide by 0") == true)
        #expect(renderError("{{ 'a' | plus: 1 }}")?.contains("expects its input as a number, got a string") == true)
    }
}
