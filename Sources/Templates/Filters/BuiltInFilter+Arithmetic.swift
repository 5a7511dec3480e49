import Foundation

/// `plus`, `minus`, `times`, `divided_by` and `modulo`, as Liquid computes them: on whole numbers a whole number
/// (division rounding down, a remainder with the divisor's sign), else a decimal; text that is a number counts as one.
extension BuiltInFilter {
    static func arithmetic(_ filter: BuiltInFilter, _ input: TemplateValue, _ argument: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        let left = try number(input, "its input")
        let right = try number(argument, "its argument")
        let whole = left.rounded() == left && right.rounded() == right
        switch filter {
        case .plus: return .number(left + right)
        case .minus: return .number(left - right)
        case .times: return .number(left * right)
        default:
            guard right != 0 else { throw TemplateFilterError("cannot divide by 0") }
            if filter == .dividedBy { return .number(whole ? (left / right).rounded(.down) : left / right) }
            let remainder = left.truncatingRemainder(dividingBy: right)
            return .number(remainder != 0 && (remainder < 0) != (right < 0) ? remainder + right : remainder)
        }
    }

    private static func number(_ value: TemplateValue, _ role: String) throws(TemplateFilterError) -> Double {
        switch value {
        case .number(let number): return number
        case .string(let text):
            if let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite { return number }
        case .null: return 0
        default: break
        }
        throw TemplateFilterError("expects \(role) as a number, got \(value.typeDescription)")
    }
}
