struct Counter {
}
