// Foundation-free trigonometry keeps the fixture a package without imports. A Taylor series on [-π/2, π/2]
// is within 4e-6 of the sine, plenty for a circle's outline.
extension Double {
    var sine: Double {
        var x = truncatingRemainder(dividingBy: 2 * .pi)
        if x > .pi { x -= 2 * .pi } else if x < -.pi { x += 2 * .pi }
        if x > .pi / 2 { x = .pi - x } else if x < -.pi / 2 { x = -.pi - x }
        let square = x * x
        return x * (1 - square / 6 * (1 - square / 20 * (1 - square / 42 * (1 - square / 72))))
    }

    var cosine: Double {
        (self + .pi / 2).sine
    }
}
