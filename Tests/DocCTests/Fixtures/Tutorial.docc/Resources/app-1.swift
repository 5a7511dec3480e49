@main
struct CounterApp {
}
