#include <sstream>

#include "check.hpp"
#include "tabular/csv_writer.hpp"

using tabular::CsvWriter;

TEST(writes_crlf_rows) {
    std::ostringstream out;
    CsvWriter w(out);
    w.write_row({"a", "b"});
    w.write_row({"1", "2"});
    CHECK_EQ(out.str(), "a,b\r\n1,2\r\n");
    CHECK_EQ(w.rows_written(), 2u);
}

TEST(quotes_when_needed) {
    std::ostringstream out;
    CsvWriter w(out);
    w.write_row({"x, y", "say \"hi\"", "plain"});
    CHECK_EQ(out.str(), "\"x, y\",\"say \"\"hi\"\"\",plain\r\n");
}

TEST(custom_delimiter) {
    std::ostringstream out;
    CsvWriter w(out, ';');
    w.write_row({"a;b", "c"});
    CHECK_EQ(out.str(), "\"a;b\";c\r\n");
}
