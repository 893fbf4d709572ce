#include <cmath>
#include <unordered_map>

#include "ecs/world.h"
#include "systems/components.h"

namespace pebble {

void apply_pickup(World& world, Entity player, Entity pickup);
void hurt(World& world, Entity player, Entity enemy);

static bool overlaps(const Transform& ta, const Collider& ca, const Transform& tb, const Collider& cb) {
    return std::fabs(ta.x - tb.x) < ca.half_w + cb.half_w && std::fabs(ta.y - tb.y) < ca.half_h + cb.half_h;
}

static bool involves(const Collider& ca, const Collider& cb, ColliderKind x, ColliderKind y) {
    return (ca.kind == x && cb.kind == y) || (ca.kind == y && cb.kind == x);
}

// Uniform grid broadphase: entities are bucketed by the cell of their centre; a pair is only
// tested when the two share a cell or are in neighbouring cells.
constexpr float kCell = 64.f;

static long long cell_key(int cx, int cy) {
    return (static_cast<long long>(cx) << 32) ^ static_cast<unsigned int>(cy);
}

void collision_system(World& world, float /*dt*/) {
    const auto ents = world.view<Transform, Collider>();
    std::unordered_map<long long, std::vector<size_t>> grid;
    grid.reserve(ents.size());
    for (size_t i = 0; i < ents.size(); ++i) {
        const auto& t = world.get<Transform>(ents[i]);
        grid[cell_key(int(std::floor(t.x / kCell)), int(std::floor(t.y / kCell)))].push_back(i);
    }
    for (size_t i = 0; i < ents.size(); ++i) {
        Entity a = ents[i];
        auto& ta = world.get<Transform>(a);
        auto& ca = world.get<Collider>(a);
        const int cx = int(std::floor(ta.x / kCell)), cy = int(std::floor(ta.y / kCell));
        std::vector<size_t> near;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if (auto it = grid.find(cell_key(cx + dx, cy + dy)); it != grid.end())
                    near.insert(near.end(), it->second.begin(), it->second.end());
        for (size_t j : near) {
            if (j <= i) continue;
            Entity b = ents[j];
            auto& tb = world.get<Transform>(b);
            auto& cb = world.get<Collider>(b);
            if (!overlaps(ta, ca, tb, cb)) continue;
            if (involves(ca, cb, ColliderKind::Player, ColliderKind::Pickup)) {
                Entity player = ca.kind == ColliderKind::Player ? a : b;
                Entity pickup = player == a ? b : a;
                apply_pickup(world, player, pickup);
                world.destroy(pickup);
            } else if (involves(ca, cb, ColliderKind::Player, ColliderKind::Enemy)) {
                hurt(world, ca.kind == ColliderKind::Player ? a : b, ca.kind == ColliderKind::Enemy ? a : b);
            }
        }
    }
}

}  // namespace pebble
