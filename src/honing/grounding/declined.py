"""The user overrules the agent: the test it changed to pass was right ("the spec was right, fix the code"), or a
review's point it pushed back on was ("On 2 I'd push back a bit: `isOverdue()` (app/Models/Invoice.php:31) … seems
intended to me. I left it as is", then "actually priya's right about the due today one, change it")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from honing.grounding import vocab
from honing.grounding.candidates import Candidate
from honing.grounding.items import _item
from honing.grounding.missed import overruled_by_test
from honing.grounding.prose import PARAGRAPH, _readable, _said_in, keywords
from honing.sessions.model import Turn


def declined(sentence: str, turns: Sequence[Turn], deferred: set[int], excluded: set[str],
             cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The paragraph of a reply that declines a change and places it, when the sentence overrules the
    agent (table ``overrules_agent``; the reply's words in ``declines``): of several, the one whose
    paragraph or request says most of the sentence's words, then the newest; None when no such
    paragraph names a place."""
    if not vocab.first(sentence, "overrules_agent"):
        return None
    keys = keywords(sentence)
    found: list[tuple[int, int, Candidate]] = []
    for turn in turns:
        if turn.index in deferred:
            continue
        reply = _readable(turn.assistant)
        starts = [0] + [m.end() for m in PARAGRAPH.finditer(reply)]
        for a, b in zip(starts, [*starts[1:], len(reply)], strict=True):
            if vocab.first(reply[a:b], "declines") and (item := _item(turn, "assistant", (a, b), excluded, cleared_by)):
                said = f"{reply[a:b]}\n{turn.user}".lower()
                found.append((sum(_said_in(k, said) for k in keys), turn.index, item))
    return replace(max(found, key=lambda f: (f[0], f[1]))[2], decisive=True) if found else None


def overruled_agent(sentence: str, turns: Sequence[Turn], deferred: set[int], excluded: set[str],
                    cleared_by: dict[int, frozenset[str]]) -> tuple[Candidate, str] | None:
    """The candidate the sentence takes back from the agent, and why; None when it overrules nothing."""
    if (code := overruled_by_test(sentence, turns, deferred, excluded, cleared_by)) is not None:
        return code, (f"the code of turn {code.turn}, whose failing test the agent changed to pass; the sentence says the "
                      "test was right")
    if (back := declined(sentence, turns, deferred, excluded, cleared_by)) is not None:
        return back, f"what the agent's reply in turn {back.turn} declined to change, which the sentence says is wanted after all"
    return None
