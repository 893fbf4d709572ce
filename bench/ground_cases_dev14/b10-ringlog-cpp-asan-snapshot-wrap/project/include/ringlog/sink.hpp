#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace ringlog {

// Where flushed records go.
class Sink {
public:
    virtual ~Sink() = default;
    virtual void write(std::string_view record) = 0;
    virtual void flush() {}
};

// Appends one record per line to a file.
class FileSink final : public Sink {
public:
    explicit FileSink(const std::string& path);
    ~FileSink() override;
    FileSink(const FileSink&) = delete;
    FileSink& operator=(const FileSink&) = delete;

    void write(std::string_view record) override;
    void flush() override;

private:
    std::FILE* fp_;
};

// Keeps records in memory (tests, crash dumps).
class VectorSink final : public Sink {
public:
    void write(std::string_view record) override { records_.emplace_back(record); }
    const std::vector<std::string>& records() const noexcept { return records_; }

private:
    std::vector<std::string> records_;
};

}  // namespace ringlog
