#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "chunk.hpp"

namespace minicalc {

struct CompileError : std::runtime_error {
    CompileError(const std::string& msg, int line, int col)
        : std::runtime_error(msg), line(line), col(col) {}
    int line;
    int col;  // 1-based column of the token the error is about
};

// Parse src and compile it to bytecode. Throws CompileError.
//
// Grammar (precedence climbing, see infix_bp in compiler.cpp):
//   expr    := prefix (infix-op expr)*
//   prefix  := number | '(' expr ')' | '-' expr
// A whole input must be one expression; anything after it is an error.
Chunk compile(std::string_view src);

}  // namespace minicalc
