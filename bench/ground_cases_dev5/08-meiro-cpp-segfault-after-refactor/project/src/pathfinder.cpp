#include "meiro/pathfinder.hpp"

#include <algorithm>
#include <map>
#include <queue>

namespace meiro {

namespace {
constexpr int DX[4] = {1, -1, 0, 0};
constexpr int DY[4] = {0, 0, 1, -1};
}  // namespace

std::vector<Point> Pathfinder::neighbors(const Point& p) const {
    std::vector<Point> out;
    for (int i = 0; i < 4; ++i) {
        int nx = p.x + DX[i];
        int ny = p.y + DY[i];
        if (nx < 0 || nx >= grid_.width() || ny >= grid_.height())
            continue;
        if (grid_.at(nx, ny) == Cell::Wall)
            continue;
        out.push_back({nx, ny});
    }
    return out;
}

std::optional<std::vector<Point>> Pathfinder::solve() const {
    auto key = [](Point p) { return std::pair{p.x, p.y}; };
    std::map<std::pair<int, int>, Point> came_from;
    std::queue<Point> open;
    open.push(grid_.start());
    came_from[key(grid_.start())] = grid_.start();
    while (!open.empty()) {
        Point cur = open.front();
        open.pop();
        if (cur == grid_.goal()) {
            std::vector<Point> path{cur};
            while (!(cur == grid_.start())) {
                cur = came_from[key(cur)];
                path.push_back(cur);
            }
            std::reverse(path.begin(), path.end());
            return path;
        }
        for (const Point& n : neighbors(cur)) {
            if (came_from.emplace(key(n), cur).second)
                open.push(n);
        }
    }
    return std::nullopt;
}

}  // namespace meiro
