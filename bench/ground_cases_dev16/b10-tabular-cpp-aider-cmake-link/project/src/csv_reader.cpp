#include "tabular/csv_reader.hpp"

namespace tabular {

CsvReader::CsvReader(std::istream& in, char delimiter) : in_(in), delimiter_(delimiter) {}

std::optional<std::vector<std::string>> CsvReader::next() {
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    bool any = false;
    char c;
    while (in_.get(c)) {
        any = true;
        if (quoted) {
            if (c == '"') {
                if (in_.peek() == '"') {
                    field += '"';
                    in_.get();
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n') ++line_;
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == delimiter_) {
            fields.push_back(std::move(field));
            field.clear();
        } else if (c == '\r') {
            continue;
        } else if (c == '\n') {
            ++line_;
            break;
        } else {
            field += c;
        }
    }
    if (!any) return std::nullopt;
    fields.push_back(std::move(field));
    return fields;
}

}  // namespace tabular
