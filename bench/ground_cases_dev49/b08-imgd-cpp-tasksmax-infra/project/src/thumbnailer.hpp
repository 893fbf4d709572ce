#pragma once

#include <string>

namespace imgd {

// Write a WebP thumbnail of `in` whose longest side is at most max_side. False on failure
// (the reason is logged).
bool make_thumbnail(const std::string& in, const std::string& out, int max_side);

}  // namespace imgd
