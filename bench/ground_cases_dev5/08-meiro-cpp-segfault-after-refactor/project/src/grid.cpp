#include "meiro/grid.hpp"

namespace meiro {

Grid::Grid(std::vector<std::vector<Cell>> rows, Point start, Point goal)
    : rows_(std::move(rows)), start_(start), goal_(goal) {}

int Grid::width() const { return rows_.empty() ? 0 : static_cast<int>(rows_[0].size()); }

int Grid::height() const { return static_cast<int>(rows_.size()); }

bool Grid::in_bounds(int x, int y) const { return x >= 0 && y >= 0 && x < width() && y < height(); }

Cell Grid::at(int x, int y) const { return rows_[y][x]; }

}  // namespace meiro
