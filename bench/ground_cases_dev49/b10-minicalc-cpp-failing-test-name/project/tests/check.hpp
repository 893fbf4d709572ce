#pragma once
// A very small test registry: TEST("name") { ... } and EXPECT_EQ(a, b).

#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace check {

struct Case {
    const char* name;
    std::function<void()> fn;
};

struct Failure {
    std::string where;
    std::string what;
};

std::vector<Case>& registry();

struct Registrar {
    Registrar(const char* name, std::function<void()> fn) { registry().push_back({name, std::move(fn)}); }
};

template <typename T>
std::string show(const T& v) {
    std::ostringstream os;
    os << v;
    return os.str();
}

}  // namespace check

#define CHECK_CAT2(a, b) a##b
#define CHECK_CAT(a, b) CHECK_CAT2(a, b)
#define TEST(name)                                                                   \
    static void CHECK_CAT(test_, __LINE__)();                                        \
    static check::Registrar CHECK_CAT(reg_, __LINE__)(name, CHECK_CAT(test_, __LINE__)); \
    static void CHECK_CAT(test_, __LINE__)()
#define EXPECT_EQ(a, b)                                                                        \
    do {                                                                                       \
        const auto check_a_ = (a);                                                             \
        const auto check_b_ = (b);                                                             \
        if (!(check_a_ == check_b_))                                                           \
            throw check::Failure{std::string(__FILE__) + ":" + std::to_string(__LINE__),       \
                                 std::string(#a) + " == " + #b + ": got " + check::show(check_a_) + \
                                     ", want " + check::show(check_b_)};                       \
    } while (0)
#define FAIL(msg) throw check::Failure{std::string(__FILE__) + ":" + std::to_string(__LINE__), msg}
