#pragma once

#include <stdexcept>

#include "chunk.hpp"

namespace minicalc {

struct RuntimeError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Execute a chunk and return the value left by Return. Throws RuntimeError.
double run(const Chunk& chunk);

}  // namespace minicalc
