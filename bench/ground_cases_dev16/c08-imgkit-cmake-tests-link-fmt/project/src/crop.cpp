#include <imgkit/image.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include <fmt/format.h>

namespace imgkit {

namespace {

Rect clamp_rect(const Image& src, Rect r) {
    const int x0 = std::clamp(r.x, 0, src.width);
    const int y0 = std::clamp(r.y, 0, src.height);
    const int x1 = std::clamp(r.x + r.w, 0, src.width);
    const int y1 = std::clamp(r.y + r.h, 0, src.height);
    return Rect{x0, y0, x1 - x0, y1 - y0};
}

}  // namespace

Image crop(const Image& src, Rect r) {
    const Rect c = clamp_rect(src, r);
    if (c.w <= 0 || c.h <= 0) {
        throw std::out_of_range(fmt::format("crop: rect {},{} {}x{} is outside the {}x{} image",
                                            r.x, r.y, r.w, r.h, src.width, src.height));
    }
    Image dst(c.w, c.h, src.channels);
    const auto row = static_cast<size_t>(c.w * src.channels);
    for (int y = 0; y < c.h; ++y) {
        std::memcpy(dst.at(0, y), src.at(c.x, c.y + y), row);
    }
    return dst;
}

}  // namespace imgkit
