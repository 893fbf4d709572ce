#pragma once

#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace tabular {

// Reads RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF line ends.
class CsvReader {
public:
    explicit CsvReader(std::istream& in, char delimiter = ',');

    // The next record, or nullopt at end of input.
    std::optional<std::vector<std::string>> next();

    std::size_t line() const { return line_; }

private:
    std::istream& in_;
    char delimiter_;
    std::size_t line_ = 0;
};

}  // namespace tabular
