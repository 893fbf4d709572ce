#include "thumbnailer.hpp"

#include <iostream>
#include <vips/vips8>

namespace imgd {

bool make_thumbnail(const std::string& in, const std::string& out, int max_side) {
    try {
        vips::VImage thumb = vips::VImage::thumbnail(
            in.c_str(), max_side,
            vips::VImage::option()->set("size", VIPS_SIZE_DOWN)->set("no_rotate", false));
        thumb.webpsave(out.c_str(), vips::VImage::option()->set("Q", 80)->set("strip", true));
        return true;
    } catch (const vips::VError& e) {
        std::clog << "imgd: " << in << ": " << e.what() << '\n';
        return false;
    }
}

}  // namespace imgd
