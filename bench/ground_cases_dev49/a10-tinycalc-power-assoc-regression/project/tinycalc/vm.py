"""Stack VM for the bytecode from compiler.py."""
from __future__ import annotations

import math

FUNCS = {"sqrt": math.sqrt, "abs": abs, "min": min, "max": max, "sin": math.sin, "cos": math.cos}


class VMError(RuntimeError):
    pass


def run(code: list[tuple[str, object]], env: dict[str, float] | None = None) -> list[float]:
    env = {"pi": math.pi, "e": math.e} if env is None else env
    stack: list[float] = []
    printed: list[float] = []
    for op, arg in code:
        if op == "CONST":
            stack.append(arg)
        elif op == "LOAD":
            if arg not in env:
                raise VMError(f"undefined name {arg!r}")
            stack.append(env[arg])
        elif op == "STORE":
            env[arg] = stack.pop()
        elif op == "NEG":
            stack.append(-stack.pop())
        elif op in ("ADD", "SUB", "MUL", "DIV", "MOD", "POW"):
            b, a = stack.pop(), stack.pop()
            if op in ("DIV", "MOD") and b == 0:
                raise VMError("division by zero")
            stack.append({"ADD": a + b, "SUB": a - b, "MUL": a * b, "DIV": a / b if b else 0.0,
                          "MOD": math.fmod(a, b) if b else 0.0, "POW": a ** b}[op])
        elif op == "CALL":
            name, argc = arg
            args = [stack.pop() for _ in range(argc)][::-1]
            if name not in FUNCS:
                raise VMError(f"unknown function {name!r}")
            stack.append(FUNCS[name](*args))
        elif op == "PRINT":
            printed.append(stack.pop())
        else:
            raise VMError(f"bad opcode {op}")
    return printed
