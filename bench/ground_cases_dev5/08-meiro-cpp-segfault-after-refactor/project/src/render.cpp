#include <algorithm>
#include <string>
#include <vector>

#include "meiro/grid.hpp"

namespace meiro {

std::string render(const Grid& grid, const std::vector<Point>& path, bool color) {
    std::string out;
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            Point p{x, y};
            if (p == grid.start())
                out += 'S';
            else if (p == grid.goal())
                out += 'G';
            else if (std::find(path.begin(), path.end(), p) != path.end())
                out += '*';
            else
                out += grid.at(x, y) == Cell::Wall ? '#' : '.';
        }
        out += '\n';
    }
    return out;
}

}  // namespace meiro
