#include <sstream>

#include "check.hpp"
#include "tabular/tsv_writer.hpp"

using tabular::TsvWriter;

TEST(tsv_writes_tab_separated_rows) {
    std::ostringstream out;
    TsvWriter w(out);
    w.write_row({"a", "b", "c"});
    CHECK_EQ(out.str(), "a\tb\tc\n");
}

TEST(tsv_replaces_tabs_and_newlines) {
    std::ostringstream out;
    TsvWriter w(out);
    w.write_row({"x\ty", "line1\nline2"});
    CHECK_EQ(out.str(), "x y\tline1 line2\n");
    CHECK_EQ(w.rows_written(), 1u);
}
