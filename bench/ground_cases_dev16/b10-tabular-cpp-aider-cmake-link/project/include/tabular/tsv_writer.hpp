#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace tabular {

// Tab-separated values as spreadsheets paste them: no quoting; tabs and line
// breaks inside a cell are replaced by spaces so every row stays one line.
class TsvWriter {
public:
    explicit TsvWriter(std::ostream& out);

    void write_row(const std::vector<std::string>& cells);
    std::size_t rows_written() const { return rows_; }

private:
    static std::string clean(const std::string& cell);

    std::ostream& out_;
    std::size_t rows_ = 0;
};

}  // namespace tabular
