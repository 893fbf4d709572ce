#include "ringlog/sink.hpp"

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

namespace ringlog {

FileSink::FileSink(const std::string& path) : fp_(std::fopen(path.c_str(), "a")) {
    if (fp_ == nullptr) {
        throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
    }
}

FileSink::~FileSink() {
    if (fp_ != nullptr) {
        std::fclose(fp_);
    }
}

void FileSink::write(std::string_view record) {
    std::fwrite(record.data(), 1, record.size(), fp_);
    std::fputc('\n', fp_);
}

void FileSink::flush() {
    std::fflush(fp_);
}

}  // namespace ringlog
