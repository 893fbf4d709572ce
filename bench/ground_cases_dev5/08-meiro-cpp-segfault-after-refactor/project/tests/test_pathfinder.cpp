#include <cassert>

#include "meiro/grid.hpp"
#include "meiro/pathfinder.hpp"

using namespace meiro;

int main() {
    const Cell O = Cell::Open, W = Cell::Wall;
    Grid g({{W, W, W, W, W},
            {W, O, O, O, W},
            {W, W, W, O, W},
            {W, O, O, O, W},
            {W, W, W, W, W}},
           {1, 1}, {1, 3});
    auto path = Pathfinder(g).solve();
    assert(path && path->size() == 7);
    return 0;
}
