"""Items a user numbers within a line ("two things: 1) on sundays … 2) on the receipts …"), and
the paragraph of a reply that answers one of them by its words rather than by its number."""

from __future__ import annotations

import re

from honing.grounding import mentions
from honing.grounding.candidates import Candidate
from honing.grounding.items import _item
from honing.grounding.prose import PARAGRAPH, _said_in, _stem, keywords
from honing.sessions.model import Turn

# "two things: 1) on sundays … 2) on the receipts …": items numbered within a line
INLINE_ITEM = re.compile(r"(?:^|(?<=[\s.:;!?。：]))([1-9])\)[ \t]")


def _inline_items(text: str) -> list[tuple[int, int]]:
    """The spans of items a message numbers "1) … 2) …", each to the next or to its line's end."""
    marks = [m for m in INLINE_ITEM.finditer(text)]
    marks = marks[:next((k for k, m in enumerate(marks) if int(m.group(1)) != k + 1), len(marks))]
    ends = [min(b.start(), _line_end(text, a.start())) for a, b in zip(marks, marks[1:], strict=False)]
    return list(zip([m.start() for m in marks], [*ends, _line_end(text, marks[-1].start())] if marks else [], strict=False))


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return end if end >= 0 else len(text)


def _paragraph_of(turn: Turn, item: str, reply: str, excluded: set[str],
                  cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The one paragraph of the reply that places something and says a word of the open ``item``
    ("About the TVQ: in `commandes/taxes.py` (line 28) …" for "2) … the TVQ is sometimes 1 cent lower")."""
    words = {k for k in keywords(item) if len(k) >= 3}
    starts = [0] + [m.end() for m in PARAGRAPH.finditer(reply)]
    ends = [m.start() for m in PARAGRAPH.finditer(reply)] + [len(reply)]
    held = [(a, b) for a, b in zip(starts, ends, strict=True) if any(_said_in(_stem(w), reply[a:b].lower()) for w in words)
            and any(m.kind in ("location", "line") for m in mentions.find(reply[a:b]))]
    return _item(turn, "assistant", held[0], excluded, cleared_by) if len(held) == 1 else None


def _started_with(listed: str, spans: list[tuple[int, int]]) -> set[int]:
    """The item (1-based) the message's own closing words pick to go first ("… 2) … the TVQ …\nstart
    with the créneaux"): the one item that says a word of the text after the list."""
    closing = {k for k in keywords(listed[spans[-1][1]:]) if len(k) >= 4} if spans else set()
    picked = [k for k, (a, b) in enumerate(spans, 1) if any(_said_in(_stem(w), listed[a:b].lower()) for w in closing)]
    return set(picked) if len(picked) == 1 else set()
