#include <fstream>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "ecs/world.h"
#include "systems/components.h"

namespace pebble {

static ColliderKind kind_from(const std::string& s) {
    if (s == "player") return ColliderKind::Player;
    if (s == "enemy") return ColliderKind::Enemy;
    if (s == "pickup") return ColliderKind::Pickup;
    return ColliderKind::Wall;
}

Entity load_level(World& world, const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open level " + path);
    nlohmann::json doc = nlohmann::json::parse(in);
    Entity player = 0;
    for (auto obj : doc["objects"]) {
        Entity e = world.create();
        world.add(e, Transform{obj["x"].get<float>(), obj["y"].get<float>()});
        std::string kind = obj["kind"].get<std::string>();
        world.add(e, Collider{obj.value("w", 16.f) / 2, obj.value("h", 16.f) / 2, kind_from(kind)});
        if (kind == "player") {
            world.add(e, Stats{});
            player = e;
        } else if (kind == "pickup") {
            world.add(e, PickupData{obj.value("coins", 1), obj.value("heal", 0)});
        } else if (kind == "enemy") {
            world.add(e, Velocity{obj.value("vx", 0.f), 0.f});
        }
    }
    if (player == 0) throw std::runtime_error("level has no player: " + path);
    return player;
}

}  // namespace pebble
