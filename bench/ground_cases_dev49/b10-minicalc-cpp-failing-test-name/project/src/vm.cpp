#include "vm.hpp"

#include <cmath>
#include <cstddef>
#include <vector>

namespace minicalc {

double run(const Chunk& chunk) {
    std::vector<double> stack;
    stack.reserve(64);
    auto pop = [&stack] {
        if (stack.empty()) throw RuntimeError("stack underflow");
        const double v = stack.back();
        stack.pop_back();
        return v;
    };
    for (std::size_t ip = 0; ip < chunk.code.size();) {
        const Op op = static_cast<Op>(chunk.code[ip++]);
        switch (op) {
            case Op::Const:
                stack.push_back(chunk.constants.at(chunk.code[ip++]));
                break;
            case Op::Add: {
                const double b = pop(), a = pop();
                stack.push_back(a + b);
                break;
            }
            case Op::Sub: {
                const double b = pop(), a = pop();
                stack.push_back(a - b);
                break;
            }
            case Op::Mul: {
                const double b = pop(), a = pop();
                stack.push_back(a * b);
                break;
            }
            case Op::Div: {
                const double b = pop(), a = pop();
                if (b == 0.0) throw RuntimeError("division by zero");
                stack.push_back(a / b);
                break;
            }
            case Op::Mod: {
                const double b = pop(), a = pop();
                if (b == 0.0) throw RuntimeError("modulo by zero");
                stack.push_back(std::fmod(a, b));
                break;
            }
            case Op::Pow: {
                const double b = pop(), a = pop();
                stack.push_back(std::pow(a, b));
                break;
            }
            case Op::Neg:
                stack.push_back(-pop());
                break;
            case Op::Return:
                return pop();
        }
    }
    throw RuntimeError("chunk ended without Return");
}

}  // namespace minicalc
