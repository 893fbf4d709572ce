"""The provenance audit (SPEC G-5) and the hand-off gate (G-8), both mechanical.

The audit reads the instruction back, line by line: each line is an item, and each item
must end in a source tag that the run can honour — a turn that was read, a file span
the evidence ledger holds — or in an explicit mark (free choice, interpreted,
unresolved). Anything else is unsourced: counted as a defect and removed before the
hand-off. The gate strips lines addressed to someone other than the working agent."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from honing.grounding import vocab
from honing.grounding.compose import ITEM, TAG

MARKS = frozenset({"free choice", "interpreted", "unresolved"})


@dataclass(frozen=True)
class Audit:
    items: int
    sourced: int
    marked: int
    unsourced: int
    removed: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"items": self.items, "sourced": self.sourced, "marked": self.marked, "unsourced": self.unsourced}


@dataclass(frozen=True)
class Span:
    path: str
    start_line: int
    end_line: int


def gate(text: str) -> str:
    """The text without preamble lines ("Here is the optimized prompt:") and code fences
    around the whole answer."""
    lines = text.strip().split("\n")
    while lines and (not lines[0].strip() or any(p.search(lines[0].strip()) for p in vocab.preambles())):
        lines.pop(0)
    if lines and lines[0].strip().startswith("```") and lines[-1].strip() == "```":
        lines = lines[1:-1]
    return "\n".join(lines).strip()


def _honoured(match_groups: tuple[str | None, ...], turns: set[int], ledger: Iterable[Span]) -> bool:
    full, turn, path, start, end = match_groups
    if full in MARKS or full == "source: your request":
        return True
    if turn is not None:
        return int(turn) in turns
    if path is not None and start is not None:
        lo, hi = int(start), int(end or start)
        return any(s.path == path and s.start_line <= lo and hi <= s.end_line for s in ledger)
    return False


def run(text: str, *, turns_read: set[int], ledger: list[Span]) -> tuple[str, Audit]:
    """Audit ``text``; return the text with unsourced items removed, and the counts."""
    kept: list[str] = []
    removed: list[str] = []
    sourced = marked = 0
    for line in text.split("\n"):
        if not line.strip():
            continue
        m = ITEM.match(line)
        body = m.group(1) if m else line.strip()
        tag = TAG.search(body)
        if tag and _honoured(tag.groups(), turns_read, ledger):
            kept.append(line)
            if tag.group(1) in MARKS:
                marked += 1
            else:
                sourced += 1
        else:
            removed.append(line)
    total = sourced + marked + len(removed)
    return "\n".join(kept), Audit(total, sourced, marked, len(removed), tuple(removed))
