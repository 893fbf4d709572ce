"""An error the agent foretold or explained: the sentence pastes an error that a reply in the
window predicted ("two requests read the same `last` … and hit the unique constraint, raising
`IntegrityError`"), or a runtime error a turn showed and its reply traced to a cause ("`Add`
only blows up; the root cause is `Flush` setting the map to nil"), and proposed a fix for that
no edit made since. The prediction or the cause, not the frame the error was raised in, is the
referent."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import cache

from honing.grounding import mentions, vocab
from honing.grounding.candidates import Candidate, Plan, _sources
from honing.grounding.edits import (
    _fixed_by_edit,
    _quotes_untouched,
    added_lines,
    quoted_code,
    removed_lines,
)
from honing.grounding.noticed import aside_paragraph
from honing.grounding.prose import (
    _cleared_by,
    _clip,
    _file_name,
    _first_clause,
    _proposes,
    _prose,
    _readable,
    _said_in,
    report_of,
)
from honing.sessions.model import Turn

_RAISED = re.compile(r"\b(\w*(?:Error|Exception))\b\s*:\s*([^\n]{1,200})")
_QUOTED_VALUE = re.compile(r"['\"`]([^'\"`\n]{3,60})['\"`]")
# an error's own class name says what was foretold when it is specific (`IntegrityError`), not
# a bare `Error` or `Exception`
_MIN_CLASS = 8


def explained(sentence: str, turns: Sequence[Turn], plan: Plan) -> Plan | None:
    """``plan`` led by the turn that foretold or explained the error the sentence pastes."""
    found = predicted(sentence, turns, plan.candidates) or _shown(sentence, turns, plan.deferred)
    if found is None:
        return None
    # (a line the sentence names itself in one line of words, 「members.py の40行目のやつ」, weighs with the turn's
    # own places; not a frame it pastes, `File "…/inventory.py", line 47, in merge_rows`, where the error surfaced)
    named = tuple(s for s in plan.own if s.mention.kind == "location" and s.mention.symbol is None) if "\n" not in sentence.strip() else ()
    rest = tuple(c for c in plan.candidates if c is not found)
    found = replace(found, sources=found.sources + named) if named else found
    return Plan(plan.phrase, (), (found,) + rest, plan.deferred,
                f"turn {found.turn} foretold or explained this error and proposed a fix that was not made",
                plan.excluded)


def predicted(sentence: str, turns: Sequence[Turn], candidates: Sequence[Candidate]) -> Candidate | None:
    """The candidate turn whose reply foretold the error the sentence pastes (its quoted
    value, `sku` of "KeyError: 'sku'", or its class, `IntegrityError`, said there) and proposed
    a fix that no edit made since. A turn whose own edit did other work foretells in an aside
    after it ("另外看代码时发现一个隐患 … 抛 `IntegrityError`"), about code that edit left as it was."""
    raised = list(_RAISED.finditer(sentence))
    values = {v.lower() for m in raised for v in _QUOTED_VALUE.findall(m.group(2))}
    classes = {m.group(1).lower() for m in raised if len(m.group(1)) >= _MIN_CLASS}
    if not values and not classes:
        return None
    for c in candidates:
        turn = next((t for t in turns if t.index == c.turn), None)
        if turn is None or not c.defect:
            continue
        reply, aside = _readable(turn.assistant), None
        if _fixed_by_edit(turn):
            reply = _aside(reply)
            if not reply or not _quotes_untouched(reply, turn):
                continue
            # (its names, not the edit's, are the candidate's)
            aside = tuple(_sources(Turn(index=turn.index, user="", assistant=reply), set(), c.cleared))
        prose = _prose(reply).lower()
        said = any(_said_in(v, prose) for v in values) or any(re.search(rf"\b{re.escape(k)}\b", prose) for k in classes)
        if not (said and _proposes(turn)):
            continue
        # the fix was made since when a later edit touched a file the prediction named
        named = {_file_name(m.value) for m in mentions.find(reply) if m.kind in ("path", "location")}
        touched = {_file_name(p) for t in turns if t.index > turn.index for call in t.tools
                   if added_lines(call) or removed_lines(call) for p in call.paths}
        if named and not named & touched:
            return replace(c, decisive=True, foretold=True, sources=aside or c.sources)
    return None


def _aside(reply: str) -> str:
    """The reply from its paragraph that sets something aside, or nothing."""
    starts, at = aside_paragraph(reply)
    return "" if at is None else reply[starts[at]:]


@cache
def _runtime_errors() -> tuple[tuple[re.Pattern[str], tuple[str, ...]], ...]:
    """Runtime errors (Go's map panics) with the words a reply names their cause by."""
    return tuple((re.compile(e["message"]), tuple(w.lower() for w in e["said"]))
                 for e in vocab.table()["runtime_errors"])


def _quotes_changed(reply: str, turns: Sequence[Turn], after: int) -> bool:
    """A later edit replaced a line of code the reply quotes (the fix it proposed was made); when
    the reply quotes no code, a later edit that replaced a line of a file the reply names."""
    quoted = {line.strip() for _, code in quoted_code(reply) for line in code.split("\n") if line.strip()}
    quoted |= {q.strip() for q in re.findall(r"`([^`\n]{6,})`", reply) if " " in q.strip()}
    named = {_file_name(m.value) for m in mentions.find(reply) if m.kind in ("path", "location")}
    for t in turns:
        if t.index > after:
            for call in t.tools:
                changed = set(removed_lines(call)) - set(added_lines(call))
                if any(q in c for q in quoted for c in changed) or (
                        changed and not quoted and named & {_file_name(p) for p in call.paths}):
                    return True
    return False


def _shown(sentence: str, turns: Sequence[Turn], deferred: Sequence[int]) -> Candidate | None:
    """The newest turn that showed the runtime error the sentence pastes (pasted, or in a
    test's output) or named it by its cause ("a data race on `c.items`"), when its reply
    proposed a fix that no later edit made: the reply's names, not the frames, are its sources
    (its cause, "the root cause is `Flush`", weighs over where it blew up)."""
    runtime = [(p, words) for p, words in _runtime_errors() if p.search(sentence)]
    if not runtime:
        return None
    cleared_by = _cleared_by(turns)
    for turn in reversed(turns):
        reply = _readable(turn.assistant)
        shown = "\n".join([turn.user, reply, *(call.result for call in turn.tools)])
        said = _prose(reply).lower()
        if turn.index in deferred or not any(
                p.search(shown) or any(_said_in(w, said) for w in words) for p, words in runtime):
            continue
        if _fixed_by_edit(turn):
            reply = _aside(reply) or reply  # (an edit's turn foretells in an aside beside it)
        if not _proposes(turn):
            continue  # (a later turn that only mentions it: 「nil map 那个按你说的没动」)
        if _quotes_changed(reply, turns, turn.index):
            return None
        sources = tuple(_sources(Turn(index=turn.index, user="", assistant=reply), set(), cleared_by[turn.index]))
        if not sources:
            return None
        return Candidate(turn.index, _clip(report_of(turn)), _clip(_first_clause(turn.assistant, "defect")), sources,
                         True, _prose(reply), cleared_by[turn.index], decisive=True, foretold=True)
    return None
