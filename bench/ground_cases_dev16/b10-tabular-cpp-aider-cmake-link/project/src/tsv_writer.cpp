#include "tabular/tsv_writer.hpp"

namespace tabular {

TsvWriter::TsvWriter(std::ostream& out) : out_(out) {}

std::string TsvWriter::clean(const std::string& cell) {
    std::string s = cell;
    for (char& c : s) {
        if (c == '\t' || c == '\n' || c == '\r') c = ' ';
    }
    return s;
}

void TsvWriter::write_row(const std::vector<std::string>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0) out_ << '\t';
        out_ << clean(cells[i]);
    }
    out_ << '\n';
    ++rows_;
}

}  // namespace tabular
