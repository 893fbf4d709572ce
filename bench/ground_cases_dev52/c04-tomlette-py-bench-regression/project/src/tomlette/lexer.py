"""Tokenizer for TOML: keys, strings, numbers, dates and punctuation."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from tomlette.errors import ParseError

BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
NUMBER = re.compile(
    r"[+-]?(?:0x[0-9A-Fa-f_]+|0o[0-7_]+|0b[01_]+|inf|nan|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?)"
)
DATETIME = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?)?")
ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}


@dataclass
class Cursor:
    text: str
    pos: int = 0
    line: int = 1

    def peek(self, n: int = 1) -> str:
        return self.text[self.pos:self.pos + n]

    def advance(self, n: int = 1) -> None:
        self.line += self.text.count("\n", self.pos, self.pos + n)
        self.pos += n

    def skip_ws(self) -> None:
        while self.peek() in (" ", "\t"):
            self.pos += 1

    def error(self, message: str) -> ParseError:
        return ParseError(message, self.line)


def read_key(cur: Cursor) -> str:
    """One key part: bare, "basic" or 'literal'. Keys are compared in NFC form."""
    ch = cur.peek()
    if ch == '"':
        key = read_basic_string(cur)
    elif ch == "'":
        key = read_literal_string(cur)
    else:
        m = BARE_KEY.match(cur.text, cur.pos)
        if not m:
            raise cur.error(f"expected a key, found {ch!r}")
        key = m.group()
        cur.advance(len(key))
    return unicodedata.normalize("NFC", key)


def read_basic_string(cur: Cursor) -> str:
    """A "..." string; the cursor is on the opening quote."""
    cur.advance()
    parts: list[str] = []
    start = cur.pos
    while True:
        ch = cur.peek()
        if ch == "" or ch == "\n":
            raise cur.error("unterminated string")
        if ch == '"':
            parts.append(cur.text[start:cur.pos])
            cur.advance()
            return "".join(parts)
        if ch == "\\":
            parts.append(cur.text[start:cur.pos])
            parts.append(read_escape(cur))
            start = cur.pos
            continue
        cur.pos += 1


def read_literal_string(cur: Cursor) -> str:
    """A '...' string, taken as written."""
    end = cur.text.find("'", cur.pos + 1)
    newline = cur.text.find("\n", cur.pos + 1)
    if end == -1 or (newline != -1 and newline < end):
        raise cur.error("unterminated literal string")
    value = cur.text[cur.pos + 1:end]
    cur.pos = end + 1
    return value


def read_escape(cur: Cursor) -> str:
    code = cur.peek(2)[1:]
    if code in ESCAPES:
        cur.advance(2)
        return ESCAPES[code]
    if code in ("u", "U"):
        size = 4 if code == "u" else 8
        digits = cur.peek(2 + size)[2:]
        if len(digits) != size or not all(c in "0123456789abcdefABCDEF" for c in digits):
            raise cur.error(f"bad \\{code} escape")
        cur.advance(2 + size)
        return chr(int(digits, 16))
    raise cur.error(f"unknown escape \\{code}")


def read_number_or_date(cur: Cursor) -> str:
    m = DATETIME.match(cur.text, cur.pos) or NUMBER.match(cur.text, cur.pos)
    if not m:
        raise cur.error(f"expected a value, found {cur.peek()!r}")
    cur.pos = m.end()
    return m.group()
