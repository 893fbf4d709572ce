"""A report's own IDs: a scanner's rule (B324, G402, S2259), a penetration test's item (PT-04), a
ticket (SEC-4, QA-0871). A user who pasted the report names an item by its ID ("PT-04やっちゃって"),
and the reply that placed that item, in a paragraph or bullet of its own, says where it is."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from honing.grounding import mentions, reviews, vocab
from honing.grounding.candidates import Candidate
from honing.grounding.items import _item, paragraph_spans
from honing.grounding.prose import _clip, _readable
from honing.sessions.model import Turn


def _opens_line(line: str, wanted: str) -> bool:
    return reviews.opening_id(line) == wanted


_BULLET = re.compile(r"^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+", re.MULTILINE)


def _report_units(text: str) -> list[tuple[int, int]]:
    """The paragraphs of a reply, a paragraph of bullets split into its outermost bullets (a bullet's own
    sub-bullets, 「- PT-04 (Secure):」 / 「  - `config/session.py:3` …」, stay with it)."""
    out: list[tuple[int, int]] = []
    for a, b in paragraph_spans(text):
        found = [(a + m.start(), len(m.group(0)) - len(m.group(0).lstrip(" \t"))) for m in _BULLET.finditer(text[a:b])]
        starts = [at for at, indent in found if indent == min(i for _, i in found)]
        if len(starts) < 2:
            out.append((a, b))
            continue
        out += [(a, starts[0])] if text[a:starts[0]].strip() else []
        out += list(zip(starts, [*starts[1:], b], strict=True))
    return out


def _opens_with_id(unit: str, wanted: str) -> bool:
    """The unit is about ``wanted``: that ID is the first it says, before the first place it names
    (「PT-04 (Secure 属性): `config/session.php:30` が …」; not "`tokens.py:35` … 可以加 `# nosec B311`")."""
    ids = reviews.id_matches(unit)
    places = [m.start for m in mentions.find(unit) if m.kind in ("path", "location")]
    return bool(ids) and ids[0].group(0) == wanted and bool(places) and ids[0].start() < min(places)


def named_item(sentence: str, turns: Sequence[Turn], excluded: set[str],
               cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The paragraph or bullet of the newest reply that places the one report ID the sentence
    names ("PT-04やっちゃって" → 「PT-04 (Secure 属性): `config/session.php:30` が …」), when that ID
    stands in a message of the user's (the report they pasted) and titles the paragraph; none
    when the newest reply that places it does so in two paragraphs (two hits of one rule)."""
    said = reviews.ids(sentence)
    if len(said) != 1 or any(vocab.first(sentence, c) for c in ("missed", "broke")):
        return None  # (「S2259直ってなくない？」 asks where the fix missed, not where the report placed the item)
    wanted = said.pop()
    if not any(wanted in reviews.ids(t.user) for t in turns):
        return None
    for turn in reversed(turns):
        text = _readable(turn.assistant)
        placing = [(a, b) for a, b in _report_units(text) if _opens_with_id(text[a:b], wanted)]
        if len(placing) > 1 or (placing and vocab.first(text, "undecided")):
            # (two hits of one rule, 「B311 有两处」: the ID does not say which; nor the code of an error a reply
            # gives two causes for and cannot tell apart, "same P2024" after "Which one it is depends on …")
            return None
        if placing and (found := _item(turn, "assistant", placing[0], excluded, cleared_by)) is not None:
            # (the target is told by the report's own line for it in the message of that turn, 「PT-04【低】Cookie の
            # Secure 属性の欠如」, not by the first words of the message that pasted the report)
            line = next((ln.strip() for ln in turn.user.split("\n") if _opens_line(ln, wanted)), "")
            return replace(found, description=_clip(line)) if line else found
    return None
