"""Shared helper for rules that report vocabulary hits in prose."""

from __future__ import annotations

import re
from collections.abc import Callable

from honing.engine.rule import Context, Hit, Outcome
from honing.text import Document

# a word inside a path ("../../etc/passwd") is part of a name
_PATH_SEPARATORS = "/\\"
# "maybe 1 in 10 runs", "大概 10 次": the word rounds a number; it hedges no instruction
_BEFORE_A_NUMBER = re.compile(r"\s{0,3}(?:about\s+|around\s+)?(?:\d|[一二三四五六七八九十两百千])")


def in_a_path(doc: Document, start: int, end: int) -> bool:
    return (start > 0 and doc.text[start - 1] in _PATH_SEPARATORS) or doc.text[end:end + 1] in tuple(_PATH_SEPARATORS)


def before_a_number(doc: Document, start: int, end: int) -> bool:
    """A rounding word ("maybe", "大概") right before a number: it rounds the number."""
    return _BEFORE_A_NUMBER.match(doc.text, end) is not None and doc.is_hit("rounding", start, end)


def vocabulary_rule(ctx: Context, category: str, label: str,
                    skip: Callable[[Document, int, int], bool] | None = None) -> Outcome:
    """Report every hit of ``category`` in the prose, but those ``skip`` says are no case of it."""
    doc = ctx.doc
    hits = tuple(Hit.of(doc, h.start, h.end) for h in doc.find(category)
                 if skip is None or not skip(doc, h.start, h.end))
    if hits:
        listed = ", ".join(dict.fromkeys(f'"{h.text}"' for h in hits))
        return Outcome(hits=hits, message=f"{label}: {listed}")
    return Outcome(passed_because=f"no {label.lower()} in the prose")
