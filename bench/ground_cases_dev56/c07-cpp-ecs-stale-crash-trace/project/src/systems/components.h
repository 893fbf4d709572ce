#pragma once

namespace pebble {

struct Transform { float x = 0, y = 0; };
struct Velocity { float x = 0, y = 0; };

enum class ColliderKind { Player, Enemy, Pickup, Wall };

struct Collider {
    float half_w = 8, half_h = 8;
    ColliderKind kind = ColliderKind::Wall;
};

struct PickupData { int coins = 0; int heal = 0; };
struct Stats { int coins = 0; int hp = 3; };

}  // namespace pebble
