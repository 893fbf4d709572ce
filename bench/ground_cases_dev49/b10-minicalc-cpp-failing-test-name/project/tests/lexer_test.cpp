#include <string>
#include <vector>

#include "check.hpp"
#include "lexer.hpp"

using namespace minicalc;

static std::vector<Token> lex(std::string_view src) {
    Lexer lx(src);
    std::vector<Token> out;
    for (;;) {
        out.push_back(lx.next());
        if (out.back().kind == TokenKind::End) return out;
    }
}

TEST("lexer.operators") {
    const auto toks = lex("1 + 2 * (3 - 4) / 5 % 6");
    EXPECT_EQ(toks.size(), 14u);
    EXPECT_EQ(std::string(kind_name(toks[1].kind)), std::string("'+'"));
    EXPECT_EQ(std::string(kind_name(toks[4].kind)), std::string("'('"));
    EXPECT_EQ(std::string(kind_name(toks[11].kind)), std::string("'%'"));
}

TEST("lexer.number_text") {
    const auto toks = lex("  3.25+10");
    EXPECT_EQ(std::string(toks[0].text), std::string("3.25"));
    EXPECT_EQ(std::string(toks[2].text), std::string("10"));
}

TEST("lexer.lines") {
    const auto toks = lex("1 +\n\n  2");
    EXPECT_EQ(toks[2].line, 3);
}

TEST("lexer.columns") {
    const auto toks = lex("12 + (3\n  * 4)");
    EXPECT_EQ(toks[0].col, 1);
    EXPECT_EQ(toks[1].col, 4);
    EXPECT_EQ(toks[3].col, 7);
    EXPECT_EQ(toks[4].col, 3);  // '*' on the second line
}

TEST("lexer.invalid_char") {
    const auto toks = lex("2 $ 3");
    EXPECT_EQ(std::string(kind_name(toks[1].kind)), std::string("invalid character"));
}
