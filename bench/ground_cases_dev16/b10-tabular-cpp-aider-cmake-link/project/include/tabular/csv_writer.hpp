#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace tabular {

class CsvWriter {
public:
    explicit CsvWriter(std::ostream& out, char delimiter = ',');

    void write_row(const std::vector<std::string>& cells);
    std::size_t rows_written() const { return rows_; }

private:
    std::string quote(const std::string& cell) const;

    std::ostream& out_;
    char delimiter_;
    std::size_t rows_ = 0;
};

}  // namespace tabular
