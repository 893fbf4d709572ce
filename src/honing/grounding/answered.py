"""A question a reply asked the user, with the change it offered for one answer ("can you check whether the loggers
write JST or UTC? If JST, changing it to `replace_time_zone("Asia/Tokyo")` fixes it"), answered by the sentence in
that answer's words (「ロガーJSTで書いてるって。じゃあ日付ずれるやつ直しといて」): that reply's places are the referent,
not a later side question's that shares a word of the symptom."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import vocab
from honing.grounding.candidates import Candidate, _sources
from honing.grounding.prose import _clip, _prose, _readable, _said_in, keywords, report_of
from honing.sessions.model import Turn

# the answer a change is offered for: "If JST, …", "if they're local times, …", 「JST なら…」, 「如果是北京时间的话，…」
_CONDITION = re.compile(r"\bif (?:it'?s |they'?re |it is |they are |the [\w-]+ (?:is|are) )?([^,.;:\n?]{1,40}),"
                        r"|([^。、\n？?「」]{1,30}?)(?:なら|であれば|だったら|の場合は?)[、,]?"
                        r"|(?:如果|要是|假如)(?:是|确实是)?([^，,。\n？?]{1,20}?)(?:的话)?[，,]", re.IGNORECASE)
_ASKED = re.compile(r"[?？]")
# the alternatives a question offers: "JST or UTC", 「JST か UTC か」, 「北京时间还是UTC」
_ALTERNATIVES = re.compile(r"([\w.+-]+)\s+or\s+([\w.+-]+)|([\w.+-]+)\s*か\s*([\w.+-]+)\s*か|([\w.+-]+)\s*还是\s*([\w.+-]+)",
                           re.IGNORECASE)
_CODE = re.compile(r"`[^`\n]+`")


def _answer_words(key: str) -> bool:
    """A word an answer can be told by: a name or a term, not a short plain word ("it", 「方」)."""
    return len(key) >= 3 if key.isascii() else len(key) >= 2


def condition_met(sentence: str, turns: Sequence[Turn], deferred: set[int],
                  cleared_by: dict[int, frozenset[str]]) -> tuple[Candidate, str] | None:
    """The newest reply that asked the user to check something and offered a change, in code, for an answer the
    sentence now gives in its words, when no later message gave that answer already (the change would be made)."""
    keys = {k for k in keywords(_readable(sentence)) if _answer_words(k)}
    if not keys:
        return None
    for turn in reversed(turns):
        if turn.index in deferred:
            continue
        reply = _readable(turn.assistant)
        # (a reply that asked the user to find something out: 「確認してもらえますか？」, "can you check …?"; not one that
        # only weighed what a word could mean, 「22 時から深夜扱いなら…」)
        if not _ASKED.search(reply) or not vocab.first(_prose(reply), "asks_to_check"):
            continue
        options = {w.lower() for a in _ALTERNATIVES.finditer(reply) for w in a.groups() if w}
        for m in _CONDITION.finditer(reply):
            condition = next(g for g in m.groups() if g is not None).lower()
            offered = reply[m.end():m.end() + 200].split("\n\n")[0]
            said = [k for k in keys if _said_in(k, condition)]
            # (the answer is one of the alternatives the question offered, and the sentence says no other: "the logger
            # writes UTC" answers "If the logger writes JST, …" with the other one; without alternatives, a word only
            # the condition says: not "the logger")
            elsewhere = (reply[:m.start()] + reply[m.end():]).lower()
            said = [k for k in said if k in options] if options else [k for k in said if not _said_in(k, elsewhere)]
            if not said or any(k in options and not _said_in(k, condition) for k in keys) or not _CODE.search(offered):
                continue
            later = "\n".join(t.user for t in turns if t.index > turn.index).lower()
            if any(_said_in(k, later) for k in said):
                return None  # (answered before: the change is made or turned down)
            sources = tuple(_sources(turn, set(), cleared_by[turn.index]))
            if not sources:
                return None
            found = Candidate(turn.index, _clip(report_of(turn)), _clip(m.group(0)), sources, True, _prose(reply),
                              cleared_by[turn.index], decisive=True)
            return found, (f"the reply in turn {turn.index} asked the user and offered a change for the answer the "
                           "sentence gives")
    return None
