"""Edits in original coordinates: every transform is a list of non-overlapping
replacements of ``text[start:end]``, so each change can be reported with offsets into
the prompt the user wrote (SPEC E-4.1)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Change:
    """One reported change. ``start``/``end`` are offsets in the original prompt; an
    insertion has ``start == end``."""

    kind: str  # whitespace | duplicate | filler | greeting | leading | sentence | heading | reorder | variable_tag
    before: str
    after: str
    start: int
    end: int

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "before": self.before, "after": self.after,
                "start": self.start, "end": self.end}


def resolve(changes: Iterable[Change]) -> list[Change]:
    """Sort and drop any change that overlaps one already kept (the earlier, then the
    longer, wins), except a deletion that shares only white space with the deletion
    before it: it is kept, minus that space. Insertions at the same point are kept in
    their given order."""
    kept: list[Change] = []
    last_end = -1
    for c in sorted(changes, key=lambda c: (c.start, -(c.end - c.start))):
        if c.start < last_end:
            shared = c.before[: last_end - c.start]
            if not (kept[-1].after == c.after == "" and c.end > last_end and shared.isspace()):
                continue
            # two deletions that share only the space between them ("Thanks! " and the
            # duplicate sentence after it): both happen, the later one from where the first ends
            c = Change(c.kind, c.before[len(shared):], "", last_end, c.end)
        kept.append(c)
        last_end = max(last_end, c.end)
    return kept


def apply(text: str, changes: list[Change]) -> str:
    """Apply sorted, non-overlapping ``changes`` to ``text``."""
    out: list[str] = []
    pos = 0
    for c in changes:
        out.append(text[pos : c.start])
        out.append(c.after)
        pos = c.end
    out.append(text[pos:])
    return "".join(out)
