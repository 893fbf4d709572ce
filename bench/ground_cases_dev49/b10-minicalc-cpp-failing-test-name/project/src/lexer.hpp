#pragma once

#include <cstddef>
#include <string_view>

#include "token.hpp"

namespace minicalc {

// Splits source text into tokens on demand; next() returns End forever at the end.
// Whitespace (including newlines) separates tokens and is never returned. A character
// that starts no token comes back as a one-character Error token; the compiler reports it.
// Token::text points into the source, which must outlive the tokens.
class Lexer {
public:
    explicit Lexer(std::string_view src) : src_(src) {}
    Token next();

private:
    Token make(TokenKind kind, std::size_t start) const;

    std::string_view src_;
    std::size_t pos_ = 0;
    int line_ = 1;
    std::size_t line_start_ = 0;
};

}  // namespace minicalc
