"""Lists written without a numbered list's markers: items a user numbers within a line ("two
things: 1) on sundays … 2) on the receipts …"), paragraphs a reply opens with ordinal words
(「一つ目は…」「二つ目は…」, "First, … Second, …"), and the paragraph of a reply that answers an
item by its words rather than by its number."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import mentions
from honing.grounding.candidates import Candidate
from honing.grounding.items import _item, paragraph_spans, to_blank
from honing.grounding.prose import _file_name, _readable, _said_in, _stem, keywords
from honing.sessions.model import Turn

# "two things: 1) on sundays … 2) on the receipts …": items numbered within a line
INLINE_ITEM = re.compile(r"(?:^|(?<=[\s.:;!?。：，、]))([1-9])[)）][ \t]?")
# the closing words that pick an item to go first: "start with the créneaux", 「まず…から」, 「先弄…」
_FIRST = re.compile(r"\bstart with\b|\bfirst\b|まず|先に|先(?=修|改|弄|搞|做|看)", re.IGNORECASE)


def _inline_items(text: str) -> list[tuple[int, int]]:
    """The spans of items a message numbers "1) … 2) …", each to the next or to its line's end."""
    found = list(INLINE_ITEM.finditer(text))
    n = next((k for k, m in enumerate(found) if int(m.group(1)) != k + 1), len(found))
    marks, cut = found[:n], found[n:]  # (the last item ends at a mark out of sequence too)
    if len(marks) < 2:
        return []
    ends = [min(b.start(), _line_end(text, a.start())) for a, b in zip(marks, marks[1:], strict=False)]
    last = min(_line_end(text, marks[-1].start()), cut[0].start() if cut else len(text))
    return list(zip([m.start() for m in marks], [*ends, last], strict=True))


def picked_inline(turns: Sequence[Turn], number: int, deferred: set[int], excluded: set[str],
                  cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """Item ``number`` of the newest user message that numbers that many points inline or more ("1) Order …
    is in the October file … 2) The commission per agent is a few cents off …"), placed by what it names
    or, when it names nothing, by the reply's words on that point ("I'll leave point 2 (the per-order
    `round()` in `rows()`) alone"): "do her second point now". Asked last, when no numbered list of any
    turn is that long."""
    for turn in reversed([t for t in turns if t.index not in deferred]):
        spans = _inline_items(_readable(turn.user))
        if len(spans) >= number:
            return _item(turn, "user", spans[number - 1], excluded, cleared_by, number)
    return None


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return end if end >= 0 else len(text)


def _paragraph_of(turn: Turn, item: str, reply: str, excluded: set[str],
                  cleared_by: dict[int, frozenset[str]], edited: set[str]) -> Candidate | None:
    """The one paragraph of the reply that places something in a file the turn did not edit
    (``edited``, file names) and says a word of the open ``item`` ("About the TVQ: in
    `commandes/taxes.py` (line 28) …" for "2) … the TVQ is sometimes 1 cent lower")."""
    words = {k for k in keywords(item) if len(k) >= 3}
    held = [(a, b) for a, b in paragraph_spans(reply) if any(_said_in(_stem(w), reply[a:b].lower()) for w in words)
            and any(m.kind in ("location", "line") for m in mentions.find(reply[a:b]))
            and not any(_file_name(m.value) in edited for m in mentions.find(reply[a:b]) if m.kind in ("path", "location"))]
    return _item(turn, "assistant", held[0], excluded, cleared_by) if len(held) == 1 else None


def _started_with(listed: str, spans: list[tuple[int, int]]) -> set[int]:
    """The item (1-based) the message's own closing words pick to go first ("… 2) … the TVQ …\nstart
    with the créneaux"): the one item that says a word of the text after the list, when it says so."""
    after = listed[spans[-1][1]:] if spans else ""
    closing = {k for k in keywords(after) if len(k) >= 4} if _FIRST.search(after) else set()
    picked = [k for k, (a, b) in enumerate(spans, 1) if any(_said_in(_stem(w), listed[a:b].lower()) for w in closing)]
    return set(picked) if len(picked) == 1 else set()


# a paragraph that opens with an ordinal word: 「一つ目は…」「二つ目は…」, 第一/第二, "First, …" "Second, …"
# (not 第一次/第二天, "Third-party")
_ORDINAL_OPENING = re.compile(r"(?:\A|(?<=\n\n))[ \t]*(?:([一二三四1-4])つ目|(ひと|ふた|みっ)つ目|第([一二三四1-4])(?![\d一二三四次天步回时])|"
                              r"(First|Second|Third)(?:ly)?\b(?!-))")
_ORDINALS = {"一": 1, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4, "ひと": 1, "ふた": 2, "みっ": 3,
             "First": 1, "Second": 2, "Third": 3}


def ordinal_paragraphs(text: str) -> list[tuple[int, int]]:
    """The spans of the reply's paragraphs that open with ordinal words in order (first, second, …),
    each to the next blank line, when there are two or more and each places a finding."""
    found = list(_ORDINAL_OPENING.finditer(text))
    if len(found) < 2 or [_ORDINALS[next(g for g in m.groups() if g)] for m in found] != list(range(1, len(found) + 1)):
        return []
    spans = [(m.start(), to_blank(text, m.end())) for m in found]
    return spans if all(any(m.kind in ("path", "location") for m in mentions.find(text[a:b])) for a, b in spans) else []
