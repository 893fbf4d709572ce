#include <string>

#include "check.hpp"
#include "compiler.hpp"
#include "vm.hpp"

using namespace minicalc;

TEST("vm.division_by_zero") {
    try {
        run(compile("1 / (2 - 2)"));
        FAIL("no error");
    } catch (const RuntimeError& e) {
        EXPECT_EQ(std::string(e.what()), std::string("division by zero"));
    }
}

TEST("vm.modulo") {
    EXPECT_EQ(run(compile("7.5 % 2")), 1.5);
}

TEST("vm.constants_are_shared_per_chunk") {
    const Chunk c = compile("1 + 2 + 3");
    EXPECT_EQ(c.constants.size(), 3u);
    EXPECT_EQ(run(c), 6.0);
}
