"""Recursive-descent parser on top of the lexer."""
from __future__ import annotations

from typing import Any

from tomlette import lexer
from tomlette.document import Table
from tomlette.lexer import Cursor


class Parser:
    def __init__(self, text: str, *, strict: bool = True) -> None:
        self.cur = Cursor(text)
        self.strict = strict
        self.root = Table()
        self.current = self.root

    def parse(self) -> Table:
        cur = self.cur
        while cur.pos < len(cur.text):
            cur.skip_ws()
            ch = cur.peek()
            if ch in ("\n", "\r"):
                cur.advance()
            elif ch == "#":
                end = cur.text.find("\n", cur.pos)
                cur.pos = len(cur.text) if end == -1 else end
            elif ch == "[":
                self._header()
            else:
                self._key_value(self.current)
        return self.root

    def _dotted_key(self) -> list[str]:
        parts = [lexer.read_key(self.cur)]
        self.cur.skip_ws()
        while self.cur.peek() == ".":
            self.cur.advance()
            self.cur.skip_ws()
            parts.append(lexer.read_key(self.cur))
            self.cur.skip_ws()
        return parts

    def _descend(self, table: Table, parts: list[str]) -> Table:
        for part in parts:
            child = table.get(part)
            if child is None:
                child = Table(implicit=True)
                table[part] = child
            elif isinstance(child, list):
                child = child[-1]
            elif not isinstance(child, Table):
                raise self.cur.error(f"key {part!r} is not a table")
            table = child
        return table

    def _header(self) -> None:
        cur = self.cur
        array = cur.peek(2) == "[["
        cur.advance(2 if array else 1)
        cur.skip_ws()
        parts = self._dotted_key()
        cur.advance(2 if array else 1)
        parent = self._descend(self.root, parts[:-1])
        if array:
            items = parent.setdefault(parts[-1], [])
            items.append(Table())
            self.current = items[-1]
        else:
            existing = parent.get(parts[-1])
            if isinstance(existing, Table) and existing.implicit:
                existing.implicit = False
                self.current = existing
            else:
                table = Table()
                parent.define(parts[-1], table, cur.line)
                self.current = table

    def _key_value(self, table: Table) -> None:
        line = self.cur.line
        parts = self._dotted_key()
        self.cur.skip_ws()
        if self.cur.peek() != "=":
            raise self.cur.error("expected '=' after key")
        self.cur.advance()
        self.cur.skip_ws()
        target = self._descend(table, parts[:-1])
        target.define(parts[-1], self._value(), line)

    def _value(self) -> Any:
        cur = self.cur
        ch = cur.peek()
        if ch == '"':
            return lexer.read_basic_string(cur)
        if ch == "'":
            return lexer.read_literal_string(cur)
        if cur.text.startswith("true", cur.pos):
            cur.advance(4)
            return True
        if cur.text.startswith("false", cur.pos):
            cur.advance(5)
            return False
        if ch == "[":
            return self._array()
        if ch == "{":
            return self._inline_table()
        raw = lexer.read_number_or_date(cur)
        return _convert(raw)

    def _array(self) -> list[Any]:
        cur = self.cur
        cur.advance()
        items: list[Any] = []
        while True:
            while cur.peek() in (" ", "\t", "\n", "\r", ","):
                cur.advance()
            if cur.peek() == "]":
                cur.advance()
                return items
            items.append(self._value())

    def _inline_table(self) -> Table:
        cur = self.cur
        cur.advance()
        table = Table()
        cur.skip_ws()
        while cur.peek() != "}":
            self._key_value(table)
            cur.skip_ws()
            if cur.peek() == ",":
                cur.advance()
                cur.skip_ws()
                if cur.peek() == "}" and self.strict:
                    raise cur.error("trailing comma in inline table")
        cur.advance()
        return table


def _convert(raw: str) -> Any:
    text = raw.replace("_", "")
    if text in ("inf", "+inf", "-inf", "nan", "+nan", "-nan"):
        return float(text)
    if text[:2] in ("0x", "0o", "0b"):
        return int(text, 0)
    if "-" in text[1:] or ":" in text:
        return raw  # dates and times stay strings in this version
    if any(c in text for c in ".eE"):
        return float(text)
    return int(text)
