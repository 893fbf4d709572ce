#include <fstream>
#include <iostream>
#include <string>

#include "tabular/csv_reader.hpp"
#include "tabular/csv_writer.hpp"
#include "tabular/tsv_writer.hpp"

// tabular: normalise a CSV file (quoting, CRLF) and print it to stdout.
//   tabular [--delimiter ;] [--tsv] input.csv
int main(int argc, char** argv) {
    char delimiter = ',';
    bool tsv = false;
    std::string path;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--delimiter" && i + 1 < argc) {
            delimiter = argv[++i][0];
        } else if (arg == "--tsv") {
            tsv = true;
        } else {
            path = arg;
        }
    }
    if (path.empty()) {
        std::cerr << "usage: tabular [--delimiter C] [--tsv] input.csv\n";
        return 2;
    }
    std::ifstream in(path);
    if (!in) {
        std::cerr << "tabular: cannot open " << path << "\n";
        return 1;
    }
    tabular::CsvReader reader(in, delimiter);
    if (tsv) {
        tabular::TsvWriter writer(std::cout);
        while (auto row = reader.next()) {
            writer.write_row(*row);
        }
        return 0;
    }
    tabular::CsvWriter writer(std::cout);
    while (auto row = reader.next()) {
        writer.write_row(*row);
    }
    return 0;
}
