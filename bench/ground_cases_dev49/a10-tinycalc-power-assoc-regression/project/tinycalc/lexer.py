"""Tokens: numbers, names, operators, parentheses, commas, '=' and newlines."""
from __future__ import annotations

import re
from dataclasses import dataclass

TOKEN = re.compile(r"""
    (?P<ws>[ \t]+)
  | (?P<num>\d+(?:\.\d*)?(?:[eE][+-]?\d+)?)
  | (?P<name>[A-Za-z_]\w*)
  | (?P<op>[-+*/%^])
  | (?P<lparen>\()
  | (?P<rparen>\))
  | (?P<comma>,)
  | (?P<assign>=)
  | (?P<newline>\n)
""", re.VERBOSE)


class LexError(SyntaxError):
    pass


@dataclass(frozen=True)
class Token:
    kind: str
    text: str
    pos: int
    line: int = 1
    col: int = 1

    @property
    def where(self) -> str:
        return f"{self.line}:{self.col}"


def line_col(src: str, pos: int) -> tuple[int, int]:
    """1-based line and column of offset ``pos`` in ``src``."""
    line = src.count("\n", 0, pos) + 1
    return line, pos - (src.rfind("\n", 0, pos) + 1) + 1


def tokenize(src: str) -> list[Token]:
    out: list[Token] = []
    pos = 0
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if m is None:
            line, col = line_col(src, pos)
            raise LexError(f"unexpected character {src[pos]!r} at {line}:{col}")
        kind = m.lastgroup
        if kind != "ws":
            out.append(Token(kind, m.group(), pos, *line_col(src, pos)))
        pos = m.end()
    out.append(Token("eof", "", pos, *line_col(src, pos)))
    return out
