"""Tree -> stack bytecode: a list of (opcode, argument) pairs."""
from __future__ import annotations

import math
import operator

from tinycalc.ast import Assign, BinOp, Call, Name, Neg, Node, Num

OPCODES = {"+": "ADD", "-": "SUB", "*": "MUL", "/": "DIV", "%": "MOD", "^": "POW"}

# Folding must give exactly what the VM would compute at run time.
FOLD = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "%": math.fmod,
        "^": operator.pow}


def fold(node: Node) -> Node:
    """Replace operations on literal operands by their value (bottom up)."""
    match node:
        case Neg(operand):
            inner = fold(operand)
            return Num(-inner.value) if isinstance(inner, Num) else Neg(inner)
        case BinOp(op, left, right):
            a, b = fold(left), fold(right)
            if isinstance(a, Num) and isinstance(b, Num) and not (op in "/%" and b.value == 0):
                return Num(FOLD[op](a.value, b.value))
            return BinOp(op, a, b)
        case Call(func, args):
            return Call(func, tuple(fold(x) for x in args))
        case Assign(name, value):
            return Assign(name, fold(value))
        case _:
            return node


def compile_node(node: Node, code: list[tuple[str, object]]) -> None:
    match node:
        case Num(value):
            code.append(("CONST", value))
        case Name(id):
            code.append(("LOAD", id))
        case Neg(operand):
            compile_node(operand, code)
            code.append(("NEG", None))
        case BinOp(op, left, right):
            compile_node(left, code)
            compile_node(right, code)
            code.append((OPCODES[op], None))
        case Call(func, args):
            for a in args:
                compile_node(a, code)
            code.append(("CALL", (func, len(args))))
        case Assign(name, value):
            compile_node(value, code)
            code.append(("STORE", name))
        case _:
            raise TypeError(f"cannot compile {node!r}")


def compile_program(nodes: list[Node]) -> list[tuple[str, object]]:
    code: list[tuple[str, object]] = []
    for n in nodes:
        n = fold(n)
        compile_node(n, code)
        if not isinstance(n, Assign):
            code.append(("PRINT", None))
    return code
