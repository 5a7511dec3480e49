#include <vector>
#include <string>

namespace site {
template <typename T>
class Cache final : public Base {
public:
    explicit Cache(std::size_t capacity) noexcept : capacity_{capacity} {}
    auto get(const std::string& key) const -> std::optional<T>;
    static constexpr auto limit = 1'000'000;
private:
    std::vector<T> items_;
};
}  // namespace site

int main() {
    auto raw = R"json({"key": "value with \n no escape"})json";
    auto text = u8"utf8"s;
    std::vector<int> values{1, 2, 3};
    for (auto& value : values) { value <<= 1; }
    return values.empty() ? EXIT_FAILURE : EXIT_SUCCESS;
}
