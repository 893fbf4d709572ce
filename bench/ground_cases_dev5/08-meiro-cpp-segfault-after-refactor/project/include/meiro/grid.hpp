#pragma once

#include <string>
#include <vector>

namespace meiro {

enum class Cell { Open, Wall };

struct Point {
    int x;
    int y;
    bool operator==(const Point&) const = default;
};

class Grid {
public:
    Grid(std::vector<std::vector<Cell>> rows, Point start, Point goal);

    int width() const;
    int height() const;
    bool in_bounds(int x, int y) const;
    Cell at(int x, int y) const;
    Point start() const { return start_; }
    Point goal() const { return goal_; }

private:
    std::vector<std::vector<Cell>> rows_;
    Point start_;
    Point goal_;
};

}  // namespace meiro
