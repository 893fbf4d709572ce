#pragma once

#include <string_view>

namespace minicalc {

enum class TokenKind {
    Number,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Caret,
    LParen,
    RParen,
    End,
    Error,
};

struct Token {
    TokenKind kind = TokenKind::End;
    std::string_view text;
    int line = 1;
    int col = 1;  // 1-based, in characters from the start of the line
};

const char* kind_name(TokenKind kind);

}  // namespace minicalc
