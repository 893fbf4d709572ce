"""Parse tree nodes. Every node knows where it came from."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Span:
    """A source range: 1-based line and column of the first and last character."""
    start_line: int
    start_col: int
    end_line: int
    end_col: int

    def __str__(self) -> str:
        return f"{self.start_line}:{self.start_col}-{self.end_line}:{self.end_col}"


@dataclass
class Node:
    kind: str  # "object", "array", "string", "number", "literal"
    value: Any = None
    children: list[Node] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)
    span: Span | None = None

    def to_python(self) -> Any:
        if self.kind == "object":
            return {k: c.to_python() for k, c in zip(self.keys, self.children)}
        if self.kind == "array":
            return [c.to_python() for c in self.children]
        return self.value


def span_of(lexer, start: int, end: int) -> Span:
    sl, sc = lexer.line_col(start)
    el, ec = lexer.line_col(max(start, end - 1))
    return Span(sl, sc, el, ec)
