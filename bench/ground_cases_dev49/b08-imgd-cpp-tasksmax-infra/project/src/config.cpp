#include "config.hpp"

#include <fstream>
#include <stdexcept>

namespace imgd {
namespace {

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return "";
    const auto e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}

std::string unquote(const std::string& v) {
    if (v.size() >= 2 && v.front() == '"' && v.back() == '"') return v.substr(1, v.size() - 2);
    return v;
}

}  // namespace

Config load_config(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open config");
    Config cfg;
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
        ++n;
        line = trim(line.substr(0, line.find('#')));
        if (line.empty()) continue;
        const auto eq = line.find('=');
        if (eq == std::string::npos) throw std::runtime_error("line " + std::to_string(n) + ": expected key = value");
        const std::string key = trim(line.substr(0, eq));
        const std::string val = unquote(trim(line.substr(eq + 1)));
        if (key == "workers") cfg.workers = std::stoul(val);
        else if (key == "spool_dir") cfg.spool_dir = val;
        else if (key == "out_dir") cfg.out_dir = val;
        else if (key == "max_side") cfg.max_side = std::stoi(val);
        else if (key == "poll_ms") cfg.poll_ms = std::stoi(val);
        else throw std::runtime_error("line " + std::to_string(n) + ": unknown key " + key);
    }
    if (cfg.workers == 0 || cfg.workers > 256) throw std::runtime_error("workers must be 1..256");
    return cfg;
}

}  // namespace imgd
