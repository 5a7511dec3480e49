struct Counter {
  var count = 0

  mutating func increment() {
    count += 1
  }
}
