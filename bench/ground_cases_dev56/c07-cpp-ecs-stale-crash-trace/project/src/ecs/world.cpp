#include "ecs/world.h"

#include <algorithm>

namespace pebble {

Entity World::create() {
    Entity e = next_++;
    living_.push_back(e);
    return e;
}

void World::destroy(Entity e) {
    auto it = std::find(living_.begin(), living_.end(), e);
    if (it == living_.end()) return;
    living_.erase(it);
    for (auto& [type, pool] : pools_) {
        pool->remove(e);
    }
}

bool World::alive(Entity e) const {
    return std::find(living_.begin(), living_.end(), e) != living_.end();
}

}  // namespace pebble
