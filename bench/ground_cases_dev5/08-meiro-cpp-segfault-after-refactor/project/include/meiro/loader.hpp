#pragma once

#include <optional>
#include <string>

#include "meiro/grid.hpp"

namespace meiro {

std::optional<Grid> load_maze(const std::string& path);

}  // namespace meiro
