"""A failure the agent's own reply put down to its earlier change: the lines of that change, where they stand now."""

from __future__ import annotations

from collections.abc import Sequence

from honing.grounding import vocab
from honing.grounding.candidates import Candidate
from honing.grounding.edits import _fixed_by_edit
from honing.grounding.prose import _CLAUSE, _defect_text, _prose, _said_in, keywords
from honing.grounding.routes import _broken_by_edit
from honing.sessions.model import Turn


def blamed_in_reply(sentence: str, turns: Sequence[Turn], deferred: set[int],
                    cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The newest reply that reports a defect puts it down to the agent's own earlier change by that change's words and
    changes nothing yet (「`test_renews_on_month_end_after_february` が落ちています。さっきの concern への切り出しで計算
    方法が変わった影響だと思う」): the lines of the earlier edit those words name, as for "you broke it". Not when the
    sentence speaks of another turn by its words, or of "the other one"."""
    if vocab.first(sentence, "other") or vocab.first(sentence, "remaining"):
        return None
    for turn in reversed(turns):
        if turn.index in deferred or not vocab.first(_defect_text(turn), "defect"):
            continue
        # (the sentence's words, said by another turn and not this one, speak of that other turn: 「メールの件名のやつ直して」)
        here = f"{turn.user}\n{turn.assistant}".lower()
        others = "\n".join(f"{t.user}\n{t.assistant}" for t in turns if t is not turn).lower()
        if any(_said_in(k, others) and not _said_in(k, here) for k in keywords(sentence)):
            return None
        blame = next((c.group(0) for c in _CLAUSE.finditer(_prose(turn.assistant)) if vocab.first(c.group(0), "own_fault")), None)
        if blame is None or _fixed_by_edit(turn):
            return None
        earlier = [t for t in turns if t.index < turn.index]
        return _broken_by_edit(earlier, keywords(blame), cleared_by, blame) if earlier else None
    return None
