#pragma once
// Open-addressing hash map with linear probing (CS 225 MP5).
#include <cstddef>
#include <functional>
#include <vector>

template <typename K, typename V, typename Hash = std::hash<K>>
class HashMap {
  public:
    explicit HashMap(std::size_t capacity = 8) : slots_(capacity) {}

    // Inserts or overwrites. Returns true if the key was new.
    bool insert(const K& key, const V& value) {
        if ((size_ + 1) * 4 > slots_.size() * 3) {
            rehash(slots_.size() * 2);
        }
        std::size_t i = index(key);
        std::size_t first_free = npos;
        for (std::size_t n = 0; n < slots_.size(); ++n, i = (i + 1) % slots_.size()) {
            Slot& s = slots_[i];
            if (s.state == State::Empty) {
                if (first_free == npos) first_free = i;
                break;
            }
            if (s.state == State::Deleted) {
                if (first_free == npos) first_free = i;
                continue;
            }
            if (s.key == key) {
                s.value = value;
                return false;
            }
        }
        Slot& s = slots_[first_free];
        s.key = key;
        s.value = value;
        s.state = State::Full;
        ++size_;
        return true;
    }

    V* find(const K& key) {
        std::size_t i = index(key);
        for (std::size_t n = 0; n < slots_.size(); ++n, i = (i + 1) % slots_.size()) {
            Slot& s = slots_[i];
            if (s.state == State::Empty) return nullptr;
            if (s.state == State::Full && s.key == key) return &s.value;
        }
        return nullptr;
    }

    bool erase(const K& key) {
        std::size_t i = index(key);
        for (std::size_t n = 0; n < slots_.size(); ++n, i = (i + 1) % slots_.size()) {
            Slot& s = slots_[i];
            if (s.state == State::Empty) return false;
            if (s.state == State::Full && s.key == key) {
                s.state = State::Empty;
                --size_;
                return true;
            }
        }
        return false;
    }

    std::size_t size() const { return size_; }
    std::size_t capacity() const { return slots_.size(); }
    double load_factor() const { return static_cast<double>(size_) / slots_.size(); }

  private:
    enum class State { Empty, Full, Deleted };
    struct Slot {
        K key{};
        V value{};
        State state = State::Empty;
    };
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    std::size_t index(const K& key) const { return Hash{}(key) % slots_.size(); }

    void rehash(std::size_t new_capacity) {
        std::vector<Slot> old(new_capacity);
        old.swap(slots_);  // slots_ is now the empty new table
        size_ = 0;
        for (Slot& s : old) {
            if (s.state == State::Full) insert(s.key, s.value);
        }
    }

    std::vector<Slot> slots_;
    std::size_t size_ = 0;
};
