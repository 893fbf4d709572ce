#include "ringlog/ring_buffer.hpp"

#include "ringlog/sink.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace ringlog {

RingBuffer::RingBuffer(std::size_t capacity) : buf_(capacity), capacity_(capacity) {
    if (capacity < kHeaderSize + 1) {
        throw std::invalid_argument("ring buffer capacity too small");
    }
}

void RingBuffer::push(std::string_view record) {
    const std::size_t need = kHeaderSize + record.size();
    if (need > capacity_) {
        throw std::length_error("record larger than ring buffer");
    }
    while (free_space() < need) {
        drop_oldest();
    }
    const auto len = static_cast<std::uint32_t>(record.size());
    write_bytes(&len, kHeaderSize);
    write_bytes(record.data(), record.size());
    used_ += need;
    ++count_;
}

std::vector<std::string> RingBuffer::snapshot() const {
    std::vector<std::string> out;
    out.reserve(count_);
    std::size_t pos = tail_;
    for (std::size_t i = 0; i < count_; ++i) {
        std::uint32_t len = 0;
        read_bytes(pos, &len, kHeaderSize);
        std::string record(len, '\0');
        read_bytes(advance(pos, kHeaderSize), record.data(), len);
        out.push_back(std::move(record));
        pos += kHeaderSize + len;
    }
    return out;
}

void RingBuffer::clear() noexcept {
    head_ = tail_ = used_ = count_ = 0;
}

std::size_t RingBuffer::flush(Sink& sink) {
    const auto records = snapshot();
    for (const auto& record : records) {
        sink.write(record);
    }
    sink.flush();
    clear();
    return records.size();
}

void RingBuffer::drop_oldest() {
    std::uint32_t len = 0;
    read_bytes(tail_, &len, kHeaderSize);
    tail_ = advance(tail_, kHeaderSize + len);
    used_ -= kHeaderSize + len;
    --count_;
    ++dropped_;
}

void RingBuffer::write_bytes(const void* src, std::size_t n) {
    const auto* in = static_cast<const std::uint8_t*>(src);
    const std::size_t first = std::min(n, capacity_ - head_);
    std::memcpy(buf_.data() + head_, in, first);
    std::memcpy(buf_.data(), in + first, n - first);
    head_ = advance(head_, n);
}

void RingBuffer::read_bytes(std::size_t pos, void* dst, std::size_t n) const {
    auto* out = static_cast<std::uint8_t*>(dst);
    const std::size_t first = std::min(n, capacity_ - pos);
    std::memcpy(out, buf_.data() + pos, first);
    std::memcpy(out + first, buf_.data(), n - first);
}

}  // namespace ringlog
