#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ringlog {

class Sink;

// Fixed-size in-memory log buffer. When it is full the oldest records are
// dropped. Each record is stored as a 4-byte length header followed by its
// bytes, and may wrap around the end of the buffer.
class RingBuffer {
public:
    explicit RingBuffer(std::size_t capacity);

    void push(std::string_view record);
    std::vector<std::string> snapshot() const;
    void clear() noexcept;

    // Writes every record, oldest first, to `sink` and empties the buffer.
    // Returns the number of records written.
    std::size_t flush(Sink& sink);

    std::size_t size() const noexcept { return count_; }
    std::size_t capacity() const noexcept { return capacity_; }
    std::size_t used() const noexcept { return used_; }
    std::size_t dropped() const noexcept { return dropped_; }

private:
    static constexpr std::size_t kHeaderSize = sizeof(std::uint32_t);

    std::size_t advance(std::size_t pos, std::size_t n) const noexcept { return (pos + n) % capacity_; }
    std::size_t free_space() const noexcept { return capacity_ - used_; }
    void drop_oldest();
    void write_bytes(const void* src, std::size_t n);
    void read_bytes(std::size_t pos, void* dst, std::size_t n) const;

    std::vector<std::uint8_t> buf_;
    std::size_t capacity_;
    std::size_t head_ = 0;  // next write position
    std::size_t tail_ = 0;  // start of the oldest record
    std::size_t used_ = 0;
    std::size_t count_ = 0;
    std::size_t dropped_ = 0;
};

}  // namespace ringlog
