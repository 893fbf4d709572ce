"""Tokenizer for minicalc."""
from __future__ import annotations

from dataclasses import dataclass

OPERATORS = {"+": "PLUS", "-": "MINUS", "*": "STAR", "/": "SLASH", "%": "PERCENT",
             "(": "LPAREN", ")": "RPAREN", "=": "ASSIGN", ",": "COMMA"}


@dataclass(frozen=True)
class Token:
    kind: str
    text: str
    pos: int


class LexError(Exception):
    pass


def _number_end(src: str, i: int) -> int:
    while i < len(src) and (src[i].isdigit() or src[i] == "."):
        i += 1
    return i


def tokenize(src: str) -> list[Token]:
    tokens: list[Token] = []
    i = 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
            continue
        if c.isdigit() or (c == "." and i + 1 < len(src) and src[i + 1].isdigit()):
            end = _number_end(src, i)
            tokens.append(Token("NUMBER", src[i:end], i))
            i = end
            continue
        if c.isalpha() or c == "_":
            start = i
            while i < len(src) and (src[i].isalnum() or src[i] == "_"):
                i += 1
            tokens.append(Token("NAME", src[start:i], start))
            continue
        if src.startswith("**", i):
            tokens.append(Token("POW", "**", i))
            i += 2
            continue
        if c in OPERATORS:
            tokens.append(Token(OPERATORS[c], c, i))
            i += 1
            continue
        raise LexError(f"unexpected {c!r} at column {i + 1}")
    tokens.append(Token("EOF", "", len(src)))
    return tokens
