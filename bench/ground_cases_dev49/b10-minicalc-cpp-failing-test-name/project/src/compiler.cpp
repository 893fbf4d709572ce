#include "compiler.hpp"

#include <cstdlib>
#include <optional>
#include <string>

#include "lexer.hpp"

namespace minicalc {
namespace {

struct BindingPower {
    int left;
    int right;
};

// Left-associative operators bind a little tighter on the right (right = left + 1).
std::optional<BindingPower> infix_bp(TokenKind kind) {
    switch (kind) {
        case TokenKind::Plus:
        case TokenKind::Minus:
            return BindingPower{1, 2};
        case TokenKind::Star:
        case TokenKind::Slash:
        case TokenKind::Percent:
            return BindingPower{3, 4};
        case TokenKind::Caret:
            return BindingPower{6, 5};  // right-associative: 2 ^ 3 ^ 2 == 2 ^ (3 ^ 2)
        default:
            return std::nullopt;
    }
}

// Prefix minus binds tighter than * / % but looser than ^, so -2 ^ 2 == -(2 ^ 2).
constexpr int kUnaryBp = 5;

class Compiler {
public:
    explicit Compiler(std::string_view src) : lexer_(src) { current_ = lexer_.next(); }

    Chunk run() {
        expression(0);
        if (current_.kind != TokenKind::End) {
            error_at(current_, std::string("unexpected ") + kind_name(current_.kind));
        }
        chunk_.emit(Op::Return);
        return std::move(chunk_);
    }

private:
    Token advance() {
        previous_ = current_;
        current_ = lexer_.next();
        return previous_;
    }

    [[noreturn]] void error_at(const Token& tok, const std::string& msg) {
        throw CompileError(msg, tok.line, tok.col);
    }

    void consume(TokenKind kind, const char* msg) {
        if (current_.kind != kind) error_at(previous_, msg);
        advance();
    }

    void expression(int min_bp) {
        const Token tok = advance();
        switch (tok.kind) {
            case TokenKind::Number:
                chunk_.emit_const(std::strtod(std::string(tok.text).c_str(), nullptr));
                break;
            case TokenKind::LParen:
                expression(0);
                consume(TokenKind::RParen, "expected ')'");
                break;
            case TokenKind::Minus:
                expression(kUnaryBp);
                chunk_.emit(Op::Neg);
                break;
            default:
                error_at(tok, "expected expression");
        }
        for (;;) {
            const TokenKind op = current_.kind;
            const auto bp = infix_bp(op);
            if (!bp || bp->left < min_bp) break;
            advance();
            expression(bp->right);
            chunk_.emit(binary_op(op));
        }
    }

    static Op binary_op(TokenKind kind) {
        switch (kind) {
            case TokenKind::Plus: return Op::Add;
            case TokenKind::Minus: return Op::Sub;
            case TokenKind::Star: return Op::Mul;
            case TokenKind::Slash: return Op::Div;
            case TokenKind::Caret: return Op::Pow;
            default: return Op::Mod;
        }
    }

    Lexer lexer_;
    Token current_;
    Token previous_;
    Chunk chunk_;
};

}  // namespace

Chunk compile(std::string_view src) { return Compiler(src).run(); }

}  // namespace minicalc
