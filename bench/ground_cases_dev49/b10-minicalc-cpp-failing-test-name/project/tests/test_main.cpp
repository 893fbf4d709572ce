#include <iostream>
#include <string>

#include "check.hpp"

std::vector<check::Case>& check::registry() {
    static std::vector<Case> cases;
    return cases;
}

int main(int argc, char** argv) {
    const std::string filter = argc > 1 ? argv[1] : "";
    int run = 0, failed = 0;
    for (const auto& c : check::registry()) {
        if (!filter.empty() && std::string(c.name).find(filter) == std::string::npos) continue;
        ++run;
        try {
            c.fn();
            std::cout << "[ OK ] " << c.name << '\n';
        } catch (const check::Failure& f) {
            ++failed;
            std::cout << "[FAIL] " << c.name << "\n       " << f.where << ": " << f.what << '\n';
        } catch (const std::exception& e) {
            ++failed;
            std::cout << "[FAIL] " << c.name << "\n       unexpected exception: " << e.what() << '\n';
        }
    }
    std::cout << run - failed << " passed, " << failed << " failed\n";
    return failed == 0 ? 0 : 1;
}
