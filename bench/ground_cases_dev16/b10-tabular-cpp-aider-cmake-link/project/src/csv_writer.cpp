#include "tabular/csv_writer.hpp"

namespace tabular {

CsvWriter::CsvWriter(std::ostream& out, char delimiter) : out_(out), delimiter_(delimiter) {}

std::string CsvWriter::quote(const std::string& cell) const {
    bool needs = cell.find_first_of(std::string{delimiter_, '"', '\n', '\r'}) != std::string::npos;
    if (!needs) return cell;
    std::string q = "\"";
    for (char c : cell) {
        if (c == '"') q += '"';
        q += c;
    }
    q += '"';
    return q;
}

void CsvWriter::write_row(const std::vector<std::string>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0) out_ << delimiter_;
        out_ << quote(cells[i]);
    }
    out_ << "\r\n";
    ++rows_;
}

}  // namespace tabular
