#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "check.hpp"

std::vector<TestCase>& registry() {
    static std::vector<TestCase> tests;
    return tests;
}

int g_failures = 0;

int main() {
    int failed_tests = 0;
    for (auto& t : registry()) {
        int before = g_failures;
        t.fn();
        bool ok = g_failures == before;
        std::printf("%s %s\n", ok ? "[ OK ]" : "[FAIL]", t.name);
        if (!ok) ++failed_tests;
    }
    std::printf("%zu tests, %d failed\n", registry().size(), failed_tests);
    return failed_tests == 0 ? 0 : 1;
}
