"""Tokens for JSONC: the JSON tokens plus // and /* */ comments, which are skipped."""
from __future__ import annotations

import re
from dataclasses import dataclass


class ParseError(ValueError):
    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(f"{line}:{column}: {message}")
        self.line, self.column = line, column


@dataclass
class Token:
    kind: str
    text: str
    start: int
    end: int


# Order matters: comments before strings/punctuation (#71).
TOKEN_PATTERNS = [
    ("ws", re.compile(r"[ \t\r\n]+")),
    ("comment", re.compile(r"//[^\n]*|/\*.*?\*/", re.S)),
    ("string", re.compile(r'"(?:[^"\\\n]|\\.)*"')),
    ("number", re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?")),
    ("literal", re.compile(r"true|false|null")),
    ("punct", re.compile(r"[{}\[\]:,]")),
]


class Lexer:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self._line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]

    def line_col(self, pos: int) -> tuple[int, int]:
        import bisect
        i = bisect.bisect_right(self._line_starts, pos) - 1
        return i + 1, pos - self._line_starts[i] + 1

    def error(self, message: str, pos: int | None = None) -> ParseError:
        return ParseError(message, *self.line_col(self.pos if pos is None else pos))

    def next(self) -> Token | None:
        while self.pos < len(self.text):
            for kind, pattern in TOKEN_PATTERNS:
                m = pattern.match(self.text, self.pos)
                if m:
                    break
            else:
                raise self.error(f"unexpected character {self.text[self.pos]!r}")
            self.pos = m.end()
            if kind not in ("ws", "comment"):
                return Token(kind, m.group(), m.start(), m.end())
        return None
