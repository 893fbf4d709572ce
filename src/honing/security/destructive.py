"""Destructive operations: shell, SQL and git commands and requests that destroy data or
systems. Safe targets (node_modules, ./build, __pycache__) never fire."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from honing import data

_TABLE = data.load("destructive.toml")


@dataclass(frozen=True)
class Operation:
    id: str
    start: int
    end: int
    text: str


@cache
def _patterns() -> tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...]:
    return tuple((row["id"], re.compile(row["pattern"], re.I | re.M), tuple(row.get("requires", ())))
                 for row in _TABLE["operation"])


def find(text: str) -> list[Operation]:
    out = []
    low = text.lower()
    for op_id, pattern, requires in _patterns():
        if requires and not any(r in low for r in requires):
            continue
        for m in pattern.finditer(text):
            out.append(Operation(op_id, m.start(), m.end(), m.group(0)))
    out.sort(key=lambda o: o.start)
    return out
