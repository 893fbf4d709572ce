#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace imgkit {

struct Image {
    int width = 0;
    int height = 0;
    int channels = 4;  // RGBA
    std::vector<std::uint8_t> pixels;

    Image() = default;
    Image(int w, int h, int c = 4);

    std::uint8_t* at(int x, int y) { return &pixels[static_cast<size_t>((y * width + x) * channels)]; }
    const std::uint8_t* at(int x, int y) const { return &pixels[static_cast<size_t>((y * width + x) * channels)]; }
    bool empty() const { return pixels.empty(); }
};

struct Rect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;
};

Image resize(const Image& src, int width, int height);
Image crop(const Image& src, Rect r);
Image load_png(const std::string& path);
void save_png(const Image& img, const std::string& path);

}  // namespace imgkit
