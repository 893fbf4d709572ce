#include <sstream>

#include "check.hpp"
#include "tabular/csv_reader.hpp"

using tabular::CsvReader;

TEST(reads_simple_rows) {
    std::istringstream in("a,b,c\n1,2,3\n");
    CsvReader r(in);
    auto first = r.next();
    CHECK_EQ(first->size(), 3u);
    CHECK_EQ((*first)[2], "c");
    auto second = r.next();
    CHECK_EQ((*second)[0], "1");
    CHECK_EQ(r.next().has_value(), false);
}

TEST(reads_quoted_fields) {
    std::istringstream in("\"x, y\",\"say \"\"hi\"\"\"\r\n");
    CsvReader r(in);
    auto row = r.next();
    CHECK_EQ((*row)[0], "x, y");
    CHECK_EQ((*row)[1], "say \"hi\"");
}

TEST(keeps_newlines_in_quotes) {
    std::istringstream in("\"line1\nline2\",z\n");
    CsvReader r(in);
    auto row = r.next();
    CHECK_EQ((*row)[0], "line1\nline2");
    CHECK_EQ(r.line(), 2u);
}
