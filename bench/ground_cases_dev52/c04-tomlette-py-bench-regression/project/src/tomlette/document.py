"""The parsed document: tables that remember key order and where each key was defined."""
from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from typing import Any

from tomlette.errors import ParseError


class Table(MutableMapping[str, Any]):
    """A TOML table. Keys keep the order they were defined in; redefining a key is an error."""

    __slots__ = ("_values", "_order", "_lines", "implicit")

    def __init__(self, implicit: bool = False) -> None:
        self._values: dict[str, Any] = {}
        self._order: list[str] = []
        self._lines: dict[str, int] = {}
        self.implicit = implicit

    def define(self, key: str, value: Any, line: int) -> None:
        """Set ``key`` from the document; a second definition is a ParseError."""
        if key in self._order:
            first = self._lines.get(key, 0)
            raise ParseError(f"key {key!r} defined twice (first on line {first})", line)
        self._order.append(key)
        self._values[key] = value
        self._lines[key] = line

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __setitem__(self, key: str, value: Any) -> None:
        if key not in self._values:
            self._order.append(key)
        self._values[key] = value

    def __delitem__(self, key: str) -> None:
        del self._values[key]
        self._order.remove(key)
        self._lines.pop(key, None)

    def __iter__(self) -> Iterator[str]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def line_of(self, key: str) -> int | None:
        return self._lines.get(key)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key in self._order:
            value = self._values[key]
            if isinstance(value, Table):
                value = value.to_dict()
            elif isinstance(value, list):
                value = [v.to_dict() if isinstance(v, Table) else v for v in value]
            out[key] = value
        return out

    def __repr__(self) -> str:
        return f"Table({self.to_dict()!r})"
