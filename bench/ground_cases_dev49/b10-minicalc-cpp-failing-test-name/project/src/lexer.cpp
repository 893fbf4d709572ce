#include "lexer.hpp"

#include <cctype>

namespace minicalc {

const char* kind_name(TokenKind kind) {
    switch (kind) {
        case TokenKind::Number: return "number";
        case TokenKind::Plus: return "'+'";
        case TokenKind::Minus: return "'-'";
        case TokenKind::Star: return "'*'";
        case TokenKind::Slash: return "'/'";
        case TokenKind::Percent: return "'%'";
        case TokenKind::Caret: return "'^'";
        case TokenKind::LParen: return "'('";
        case TokenKind::RParen: return "')'";
        case TokenKind::End: return "end of input";
        case TokenKind::Error: return "invalid character";
    }
    return "?";
}

static bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

Token Lexer::make(TokenKind kind, std::size_t start) const {
    return Token{kind, src_.substr(start, pos_ - start), line_, static_cast<int>(start - line_start_) + 1};
}

Token Lexer::next() {
    while (pos_ < src_.size() && std::isspace(static_cast<unsigned char>(src_[pos_]))) {
        if (src_[pos_] == '\n') {
            ++line_;
            line_start_ = pos_ + 1;
        }
        ++pos_;
    }
    const std::size_t start = pos_;
    if (pos_ >= src_.size()) return make(TokenKind::End, start);
    const char c = src_[pos_++];
    if (is_digit(c) || c == '.') {
        while (pos_ < src_.size() && (is_digit(src_[pos_]) || src_[pos_] == '.')) ++pos_;
        return make(TokenKind::Number, start);
    }
    switch (c) {
        case '+': return make(TokenKind::Plus, start);
        case '-': return make(TokenKind::Minus, start);
        case '*': return make(TokenKind::Star, start);
        case '/': return make(TokenKind::Slash, start);
        case '%': return make(TokenKind::Percent, start);
        case '^': return make(TokenKind::Caret, start);
        case '(': return make(TokenKind::LParen, start);
        case ')': return make(TokenKind::RParen, start);
        default: return make(TokenKind::Error, start);
    }
}

}  // namespace minicalc
