"""The cause the sentence picks by its words, among the numbered causes of one reply (「日付ずれるほう直して」 after "1.
**日付が UTC で切られている** — `daily.py:10` … 2. **顧客マスタの重複** — `daily.py:8` …"): the places only the other
causes name count a third, so the place the instruction starts at is the chosen cause's, not the other's in the same
function."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from honing.grounding import items, vocab
from honing.grounding.candidates import Plan
from honing.grounding.items import _numbers_taken, ordinal
from honing.grounding.places import Sourced
from honing.grounding.prose import _prose, _readable, _said_in, keywords
from honing.sessions.model import Turn

_OTHERS = 1 / 3  # the weight kept by a place only the causes the sentence did not pick name


def narrowed(plan: Plan, sentence: str, turns: Sequence[Turn]) -> Plan:
    """``plan`` with its first candidate's places reweighed when that candidate's reply laid out numbered causes without
    choosing ("which one should I fix first?", どちらから直しますか) and the sentence's words stand in exactly one of
    them (not a pick by number: the list's own rules read that)."""
    if not plan.candidates or ordinal(sentence) or _numbers_taken(sentence):
        return plan
    top = plan.candidates[0]
    turn = next((t for t in turns if t.index == top.turn), None)
    if turn is None:
        return plan
    reply = _readable(turn.assistant)
    if not vocab.first(_prose(reply), "undecided"):
        return plan  # (causes laid out side by side, the reply not choosing: not the steps of one explanation)
    parts = [reply[a:b] for a, b in items.numbered_items(reply)]
    keys = {k for k in keywords(sentence) if not vocab.first(k, "repair")}
    said = [sum(_said_in(k, part.lower()) for k in keys) for part in parts]
    if len(parts) < 2 or max(said, default=0) == 0 or said.count(max(said)) != 1:
        return plan
    chosen = parts[said.index(max(said))]
    others = [p for p in parts if p is not chosen]

    def weight(source: Sourced) -> Sourced:
        mention = source.mention
        named = {f"{mention.value}:{mention.line}"} if mention.line else {mention.value}
        if any(n in p for p in others for n in named) and not any(n in chosen for n in named):
            return dataclasses.replace(source, mention=dataclasses.replace(mention, weight=mention.weight * _OTHERS))
        return source

    picked = dataclasses.replace(top, sources=tuple(weight(s) for s in top.sources))
    return dataclasses.replace(plan, candidates=(picked, *plan.candidates[1:]))
