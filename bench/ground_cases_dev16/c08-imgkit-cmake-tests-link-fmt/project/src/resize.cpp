#include <imgkit/image.h>

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

namespace imgkit {

// Bilinear resize. Coordinates are pixel centres, edges are clamped.
Image resize(const Image& src, int width, int height) {
    if (width <= 0 || height <= 0) {
        throw std::invalid_argument(fmt::format("resize: bad target size {}x{}", width, height));
    }
    Image dst(width, height, src.channels);
    const float sx = static_cast<float>(src.width) / static_cast<float>(width);
    const float sy = static_cast<float>(src.height) / static_cast<float>(height);
    for (int y = 0; y < height; ++y) {
        const float fy = std::max(0.0f, (static_cast<float>(y) + 0.5f) * sy - 0.5f);
        const int y0 = std::min(static_cast<int>(fy), src.height - 1);
        const int y1 = std::min(y0 + 1, src.height - 1);
        const float ty = fy - static_cast<float>(y0);
        for (int x = 0; x < width; ++x) {
            const float fx = std::max(0.0f, (static_cast<float>(x) + 0.5f) * sx - 0.5f);
            const int x0 = std::min(static_cast<int>(fx), src.width - 1);
            const int x1 = std::min(x0 + 1, src.width - 1);
            const float tx = fx - static_cast<float>(x0);
            for (int c = 0; c < src.channels; ++c) {
                const float top = src.at(x0, y0)[c] * (1 - tx) + src.at(x1, y0)[c] * tx;
                const float bottom = src.at(x0, y1)[c] * (1 - tx) + src.at(x1, y1)[c] * tx;
                dst.at(x, y)[c] = static_cast<std::uint8_t>(top * (1 - ty) + bottom * ty + 0.5f);
            }
        }
    }
    return dst;
}

}  // namespace imgkit
