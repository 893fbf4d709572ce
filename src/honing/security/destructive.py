"""Destructive operations: shell, SQL and git commands and requests that destroy data or
systems. Safe targets (node_modules, ./build, __pycache__) never fire."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from honing import data
from honing.text.literals import lazy_compile
from honing.text.prefilter import PatternSet

_TABLE = data.load("destructive.toml")


@dataclass(frozen=True)
class Operation:
    id: str
    start: int
    end: int
    text: str


@cache
def _patterns() -> tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...]:
    return tuple((row["id"], lazy_compile(row["pattern"], re.I | re.M), tuple(row.get("requires", ())))
                 for row in _TABLE["operation"])


@cache
def _pattern_set() -> PatternSet:
    return PatternSet([p for _, p, _ in _patterns()], [r for _, _, r in _patterns()])


def find(text: str) -> list[Operation]:
    out: list[Operation] = []
    table = _patterns()
    for i, matches in sorted(_pattern_set().finditer(text).items()):
        out.extend(Operation(table[i][0], m.start(), m.end(), m.group(0)) for m in matches)
    out.sort(key=lambda o: o.start)
    return out
