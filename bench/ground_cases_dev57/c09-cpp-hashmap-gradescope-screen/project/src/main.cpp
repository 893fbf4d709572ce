// wordcount: a small driver for the MP5 HashMap.
//
// Usage:
//   ./wordcount WORD...  < text.txt
//
// Reads whitespace-separated words from stdin, counts them in a HashMap<string, int>,
// then prints the count of every WORD given on the command line, followed by the
// number of distinct words and the final load factor (useful for the report).
#include <iostream>
#include <string>

#include "hashmap.h"

// Word counter demo: reads words from stdin and prints how often each query word appeared.
int main(int argc, char** argv) {
    HashMap<std::string, int> counts;
    std::string word;
    while (std::cin >> word) {
        int* c = counts.find(word);
        if (c != nullptr) {
            ++*c;
        } else {
            counts.insert(word, 1);
        }
    }
    for (int i = 1; i < argc; ++i) {
        int* c = counts.find(argv[i]);
        std::cout << argv[i] << ": " << (c ? *c : 0) << "\n";
    }
    std::cout << "distinct words: " << counts.size() << ", load factor: " << counts.load_factor() << "\n";
    return 0;
}
