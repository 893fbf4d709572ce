#include <string>

#include "check.hpp"
#include "compiler.hpp"
#include "vm.hpp"

using namespace minicalc;

static double eval(std::string_view src) { return run(compile(src)); }

TEST("compiler.precedence") {
    EXPECT_EQ(eval("1 + 2 * 3"), 7.0);
    EXPECT_EQ(eval("(1 + 2) * 3"), 9.0);
    EXPECT_EQ(eval("7 % 4 + 1"), 4.0);
}

TEST("compiler.left_assoc") {
    EXPECT_EQ(eval("10 - 4 - 3"), 3.0);
    EXPECT_EQ(eval("100 / 10 / 5"), 2.0);
}

TEST("compiler.power_right_assoc") {
    EXPECT_EQ(eval("2 ^ 3 ^ 2"), 512.0);
    EXPECT_EQ(eval("2 * 3 ^ 2"), 18.0);
    EXPECT_EQ(eval("(2 ^ 3) ^ 2"), 64.0);
}

TEST("compiler.unary_minus") {
    EXPECT_EQ(eval("-3 * 2"), -6.0);
    EXPECT_EQ(eval("--4"), 4.0);
    EXPECT_EQ(eval("2 - -1"), 3.0);
}

TEST("compiler.unary_minus_vs_power") {
    EXPECT_EQ(eval("-2 ^ 2"), -4.0);
    EXPECT_EQ(eval("2 ^ -1"), 0.5);
    EXPECT_EQ(eval("-2 * 3"), -6.0);
}

TEST("compiler.error_line") {
    try {
        compile("1 +\n* 2");
        FAIL("no error");
    } catch (const CompileError& e) {
        EXPECT_EQ(e.line, 2);
        EXPECT_EQ(std::string(e.what()), std::string("expected expression"));
    }
}

TEST("compiler.error_column_points_at_token") {
    try {
        compile("1 + * 2");
        FAIL("no error");
    } catch (const CompileError& e) {
        EXPECT_EQ(e.col, 5);
    }
    try {
        compile("(1 + 2 3");
        FAIL("no error");
    } catch (const CompileError& e) {
        EXPECT_EQ(std::string(e.what()), std::string("expected ')'"));
        EXPECT_EQ(e.col, 8);
    }
}

TEST("compiler.trailing_garbage") {
    try {
        compile("1 2");
        FAIL("no error");
    } catch (const CompileError& e) {
        EXPECT_EQ(std::string(e.what()), std::string("unexpected number"));
    }
}
