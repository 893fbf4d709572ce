#include "ecs/world.h"
#include "systems/components.h"

namespace pebble {

void apply_pickup(World& world, Entity player, Entity pickup) {
    auto& stats = world.get<Stats>(player);
    const auto& data = world.get<PickupData>(pickup);
    stats.coins += data.coins;
    stats.hp = std::min(stats.hp + data.heal, 5);
}

void hurt(World& world, Entity player, Entity enemy) {
    auto& stats = world.get<Stats>(player);
    auto& tp = world.get<Transform>(player);
    const auto& te = world.get<Transform>(enemy);
    stats.hp -= 1;
    // knock the player away from the enemy
    tp.x += tp.x < te.x ? -16.f : 16.f;
    if (stats.hp <= 0) {
        stats.hp = 0;
    }
}

int coins_of(World& world, Entity player) {
    return world.has<Stats>(player) ? world.get<Stats>(player).coins : 0;
}

bool is_dead(World& world, Entity player) {
    return world.has<Stats>(player) && world.get<Stats>(player).hp == 0;
}

}  // namespace pebble
