"""Tree-walking evaluator."""
from __future__ import annotations

import math

from minicalc.ast import Assign, BinOp, Call, Name, Node, Num, Unary

FUNCTIONS = {"sqrt": math.sqrt, "abs": abs, "min": min, "max": max, "round": round}


class EvalError(Exception):
    pass


def evaluate(node: Node, env: dict[str, float]) -> float:
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Name):
        if node.id not in env:
            raise EvalError(f"undefined variable {node.id!r}")
        return env[node.id]
    if isinstance(node, Unary):
        v = evaluate(node.operand, env)
        return -v if node.op == "-" else v
    if isinstance(node, BinOp):
        a, b = evaluate(node.left, env), evaluate(node.right, env)
        if node.op == "+":
            return a + b
        if node.op == "-":
            return a - b
        if node.op == "*":
            return a * b
        if node.op in ("/", "%") and b == 0:
            raise EvalError("division by zero")
        if node.op == "/":
            return a / b
        if node.op == "%":
            return a % b
        if node.op == "**":
            return a ** b
        raise EvalError(f"unknown operator {node.op}")
    if isinstance(node, Assign):
        env[node.name] = evaluate(node.value, env)
        return env[node.name]
    if isinstance(node, Call):
        if node.func not in FUNCTIONS:
            raise EvalError(f"unknown function {node.func!r}")
        return float(FUNCTIONS[node.func](*(evaluate(a, env) for a in node.args)))
    raise EvalError(f"cannot evaluate {type(node).__name__}")
