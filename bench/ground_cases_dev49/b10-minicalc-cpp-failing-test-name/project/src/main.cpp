// minicalc REPL.
//
// Usage: build/minicalc            (interactive)
//        echo '1 + 2' | build/minicalc
//
// Errors are printed and the loop goes on; the exit status is always 0.
#include <iostream>
#include <string>

#include "compiler.hpp"
#include "vm.hpp"

// Read-eval-print loop: one expression per line, :q or end of input to leave.
int main() {
    std::string line;
    std::cout << "minicalc - numbers, + - * / % and parentheses; :q quits\n";
    while (std::cout << "> " << std::flush, std::getline(std::cin, line)) {
        if (line.empty()) continue;
        if (line == ":q") break;
        try {
            std::cout << minicalc::run(minicalc::compile(line)) << '\n';
        } catch (const minicalc::CompileError& e) {
            std::cout << "  " << line << '\n'
                      << "  " << std::string(e.col - 1, ' ') << "^ " << e.what() << " (column " << e.col << ")\n";
        } catch (const minicalc::RuntimeError& e) {
            std::cout << "runtime error: " << e.what() << '\n';
        }
    }
    return 0;
}
