"""Syntax tree nodes."""
from __future__ import annotations

from dataclasses import dataclass


class Node:
    pass


@dataclass(frozen=True)
class Num(Node):
    value: float


@dataclass(frozen=True)
class Name(Node):
    id: str


@dataclass(frozen=True)
class Unary(Node):
    op: str
    operand: Node


@dataclass(frozen=True)
class BinOp(Node):
    op: str
    left: Node
    right: Node


@dataclass(frozen=True)
class Assign(Node):
    name: str
    value: Node


@dataclass(frozen=True)
class Call(Node):
    func: str
    args: tuple[Node, ...]


def dump(node: Node, indent: int = 0) -> str:
    """An indented one-node-per-line view of the tree."""
    pad = "  " * indent
    if isinstance(node, Num):
        return f"{pad}Num {node.value:g}"
    if isinstance(node, Name):
        return f"{pad}Name {node.id}"
    if isinstance(node, Unary):
        return f"{pad}Unary {node.op}\n{dump(node.operand, indent + 1)}"
    if isinstance(node, BinOp):
        return f"{pad}BinOp {node.op}\n{dump(node.left, indent + 1)}\n{dump(node.right, indent + 1)}"
    if isinstance(node, Assign):
        return f"{pad}Assign {node.name}\n{dump(node.value, indent + 1)}"
    if isinstance(node, Call):
        return "\n".join([f"{pad}Call {node.func}"] + [dump(a, indent + 1) for a in node.args])
    return f"{pad}{node!r}"
