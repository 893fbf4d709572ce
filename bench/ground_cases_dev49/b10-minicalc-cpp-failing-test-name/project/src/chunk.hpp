#pragma once

#include <cstdint>
#include <vector>

namespace minicalc {

// One byte per instruction. Binary operators pop b then a and push (a op b);
// Neg pops one value; Return pops the result and stops the VM.
//
//   1 + 2 * 3   =>   Const 0, Const 1, Const 2, Mul, Add, Return
//                    constants: [1, 2, 3]
enum class Op : std::uint8_t { Const, Add, Sub, Mul, Div, Mod, Pow, Neg, Return };

// Bytecode: Const is followed by a one-byte index into `constants`.
struct Chunk {
    std::vector<std::uint8_t> code;
    std::vector<double> constants;

    void emit(Op op) { code.push_back(static_cast<std::uint8_t>(op)); }

    void emit_const(double value) {
        constants.push_back(value);
        emit(Op::Const);
        code.push_back(static_cast<std::uint8_t>(constants.size() - 1));
    }
};

}  // namespace minicalc
