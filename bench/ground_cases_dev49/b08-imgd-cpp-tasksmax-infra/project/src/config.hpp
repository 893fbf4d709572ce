#pragma once

#include <cstddef>
#include <string>

namespace imgd {

struct Config {
    std::size_t workers = 4;
    std::string spool_dir = "/var/spool/imgd";
    std::string out_dir = "/var/cache/imgd/thumbs";
    int max_side = 512;
    int poll_ms = 200;
};

// Reads `key = value` lines (a TOML subset). Throws std::runtime_error on bad input.
Config load_config(const std::string& path);

}  // namespace imgd
