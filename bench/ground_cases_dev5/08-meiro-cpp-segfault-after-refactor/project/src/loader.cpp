#include "meiro/loader.hpp"

#include <fstream>

namespace meiro {

namespace {
std::vector<Cell> parse_row(const std::string& line, int y, Point& start, Point& goal) {
    std::vector<Cell> row;
    for (int x = 0; x < static_cast<int>(line.size()); ++x) {
        char c = line[x];
        if (c == 'S')
            start = {x, y};
        if (c == 'G')
            goal = {x, y};
        row.push_back(c == '#' ? Cell::Wall : Cell::Open);
    }
    return row;
}
}  // namespace

std::optional<Grid> load_maze(const std::string& path) {
    std::ifstream in(path);
    if (!in)
        return std::nullopt;
    std::vector<std::vector<Cell>> rows;
    Point start{-1, -1}, goal{-1, -1};
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty())
            continue;
        rows.push_back(parse_row(line, static_cast<int>(rows.size()), start, goal));
    }
    if (start.x < 0 || goal.x < 0)
        return std::nullopt;
    return Grid(std::move(rows), start, goal);
}

}  // namespace meiro
