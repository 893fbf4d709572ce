#include <iostream>

#include "meiro/loader.hpp"
#include "meiro/pathfinder.hpp"

namespace meiro {
std::string render(const Grid& grid, const std::vector<Point>& path, bool color);
}

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: meiro-solve MAZE\n";
        return 2;
    }
    auto grid = meiro::load_maze(argv[1]);
    if (!grid) {
        std::cerr << "cannot load " << argv[1] << "\n";
        return 1;
    }
    meiro::Pathfinder finder(*grid);
    auto path = finder.solve();
    if (!path) {
        std::cout << "no path\n";
        return 1;
    }
    std::cout << meiro::render(*grid, *path, false);
    return 0;
}
