#include <gtest/gtest.h>

#include <imgkit/image.h>

namespace {

imgkit::Image gradient(int w, int h) {
    imgkit::Image img(w, h);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            auto* p = img.at(x, y);
            p[0] = static_cast<std::uint8_t>(x);
            p[1] = static_cast<std::uint8_t>(y);
            p[2] = 0;
            p[3] = 255;
        }
    }
    return img;
}

}  // namespace

TEST(Crop, CopiesTheRect) {
    const auto out = imgkit::crop(gradient(10, 10), {2, 3, 4, 5});
    ASSERT_EQ(out.width, 4);
    ASSERT_EQ(out.height, 5);
    EXPECT_EQ(out.at(0, 0)[0], 2);
    EXPECT_EQ(out.at(0, 0)[1], 3);
}

TEST(Crop, ClampsToImage) {
    const auto out = imgkit::crop(gradient(10, 10), {8, 8, 5, 5});
    EXPECT_EQ(out.width, 2);
    EXPECT_EQ(out.height, 2);
}

TEST(Crop, ThrowsOutside) {
    EXPECT_THROW(imgkit::crop(gradient(4, 4), {10, 10, 2, 2}), std::out_of_range);
}
