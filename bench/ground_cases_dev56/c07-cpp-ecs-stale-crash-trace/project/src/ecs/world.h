#pragma once
#include <cassert>
#include <cstdint>
#include <memory>
#include <typeindex>
#include <unordered_map>
#include <vector>

namespace pebble {

using Entity = std::uint32_t;

struct IPool {
    virtual ~IPool() = default;
    virtual void remove(Entity e) = 0;
    virtual bool has(Entity e) const = 0;
};

template <typename T>
struct Pool : IPool {
    std::unordered_map<Entity, T> items;
    void remove(Entity e) override { items.erase(e); }
    bool has(Entity e) const override { return items.count(e) != 0; }
};

class World {
public:
    Entity create();
    void destroy(Entity e);
    bool alive(Entity e) const;

    template <typename T>
    T& add(Entity e, T value) {
        return pool<T>().items[e] = std::move(value);
    }

    template <typename T>
    bool has(Entity e) const {
        auto it = pools_.find(typeid(T));
        return it != pools_.end() && it->second->has(e);
    }

    // Snapshot of the entities that have every listed component.
    template <typename A, typename B>
    std::vector<Entity> view() const {
        std::vector<Entity> out;
        for (Entity e : living_) if (has<A>(e) && has<B>(e)) out.push_back(e);
        return out;
    }

    template <typename T>
    T& get(Entity e) {
        auto& items = pool<T>().items;
        auto it = items.find(e);
        assert(it != items.end() && "component missing");
        return it->second;
    }

private:
    template <typename T>
    Pool<T>& pool() {
        auto& slot = pools_[typeid(T)];
        if (!slot) slot = std::make_unique<Pool<T>>();
        return static_cast<Pool<T>&>(*slot);
    }

    std::vector<Entity> living_;
    Entity next_ = 1;
    std::unordered_map<std::type_index, std::unique_ptr<IPool>> pools_;
};

}  // namespace pebble
