#pragma once

#include <array>
#include <cstddef>
#include <optional>

// Fixed-capacity ring buffer. When full, push() overwrites the oldest element.
// Not thread-safe: SensorReader guards it with its own mutex.
template <typename T, std::size_t N>
class RingBuffer {
    static_assert(N > 0, "RingBuffer capacity must be positive");

public:
    void push(const T& value) {
        data_[head_] = value;
        head_ = (head_ + 1) % N;
        if (size_ < N) {
            ++size_;
        }
    }

    // Removes and returns the oldest element.
    std::optional<T> pop() {
        if (size_ == 0) {
            return std::nullopt;
        }
        T value = data_[tail()];
        --size_;
        return value;
    }

    // i-th oldest element; requires i < size().
    const T& operator[](std::size_t i) const { return data_[(tail() + i) % N]; }

    const T& newest() const { return data_[(head_ + N - 1) % N]; }

    template <typename F>
    void for_each(F&& f) const {
        for (std::size_t i = 0; i < size_; ++i) {
            f((*this)[i]);
        }
    }

    std::size_t size() const { return size_; }
    static constexpr std::size_t capacity() { return N; }
    bool empty() const { return size_ == 0; }
    bool full() const { return size_ == N; }

    void clear() {
        head_ = 0;
        size_ = 0;
    }

private:
    // Index of the oldest element: size_ steps behind the write position.
    std::size_t tail() const { return (head_ + N - size_) % N; }

    std::array<T, N> data_{};
    std::size_t head_ = 0;  // next write position
    std::size_t size_ = 0;
};
