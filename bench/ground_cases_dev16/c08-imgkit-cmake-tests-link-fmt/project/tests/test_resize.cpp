#include <gtest/gtest.h>

#include <fmt/format.h>
#include <imgkit/image.h>

namespace {

imgkit::Image solid(int w, int h, std::uint8_t v) {
    imgkit::Image img(w, h);
    std::fill(img.pixels.begin(), img.pixels.end(), v);
    return img;
}

std::string case_name(int w, int h) {
    return fmt::format("{}x{}", w, h);
}

}  // namespace

TEST(Resize, KeepsSolidColour) {
    for (auto [w, h] : {std::pair{1, 1}, {3, 7}, {64, 32}, {17, 9}}) {
        SCOPED_TRACE(case_name(w, h));
        const auto out = imgkit::resize(solid(10, 10, 200), w, h);
        ASSERT_EQ(out.width, w);
        ASSERT_EQ(out.height, h);
        for (auto p : out.pixels) {
            EXPECT_EQ(p, 200);
        }
    }
}

TEST(Resize, RejectsZeroSize) {
    EXPECT_THROW(imgkit::resize(solid(4, 4, 0), 0, 4), std::invalid_argument);
}
