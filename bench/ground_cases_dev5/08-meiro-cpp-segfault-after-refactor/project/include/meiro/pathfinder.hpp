#pragma once

#include <optional>
#include <vector>

#include "meiro/grid.hpp"

namespace meiro {

class Pathfinder {
public:
    explicit Pathfinder(const Grid& grid) : grid_(grid) {}
    std::optional<std::vector<Point>> solve() const;

private:
    std::vector<Point> neighbors(const Point& p) const;
    const Grid& grid_;
};

}  // namespace meiro
