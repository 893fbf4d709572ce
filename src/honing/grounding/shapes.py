"""Symptoms whose cause has a shape in code: dates a day off, from a time zone the agent pinned ("everything before
yesterday shows one day early" after an edit that wrote `f.timeZone = TimeZone(identifier: "UTC")`); the first page's
rows out of reach, from an offset that multiplies a page counted from 1 (`int offset = page * size;`). When the
sentence reports the symptom first (no user message of the window reported it) and the agent's edits in the window
wrote lines of that shape, the newest such edit's lines are the candidate (table ``code_shape``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from honing.grounding import vocab
from honing.grounding.edits import added_lines, fresh_lines
from honing.grounding.prose import _readable
from honing.sessions.model import Turn


@cache
def _shapes() -> tuple[tuple[str, re.Pattern[str], str], ...]:
    return tuple((s["symptom"], re.compile("|".join(s["code"]), re.IGNORECASE), s["what"]) for s in vocab.table()["code_shape"])


def shaped_by_edit(sentence: str, turns: Sequence[Turn], deferred: set[int]) -> tuple[Turn, list[str], str] | None:
    """The newest edit in the window that wrote lines of the shape the sentence's symptom has, those lines, and why; not
    a test's lines, and not when a user message of the window reported the symptom before."""
    said = _readable(sentence)
    fresh: dict[tuple[int, int], list[str]] | None = None
    for symptom, code, what in _shapes():
        if not vocab.first(said, symptom) or any(vocab.first(t.user, symptom) for t in turns):
            continue
        fresh = fresh_lines(list(turns)) if fresh is None else fresh
        for turn in reversed(turns):
            if turn.index in deferred:
                continue
            lines = [line.strip() for k, call in enumerate(turn.tools) if not any(vocab.is_test_path(p) for p in call.paths)
                     for line in added_lines(call) or fresh.get((turn.index, k), []) if code.search(line)]
            if lines:
                return turn, lines, f"{what} the agent's edit in turn {turn.index} wrote"
    return None
