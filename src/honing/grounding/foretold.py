"""An error the agent foretold: the sentence pastes an error that a reply in the window
predicted ("two requests read the same `last` … and hit the unique constraint, raising
`IntegrityError`") and proposed a fix for that no edit made since. The prediction, not the
frame the error was raised in, is the referent."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from honing.grounding import mentions
from honing.grounding.candidates import Candidate, _sources
from honing.grounding.edits import _fixed_by_edit, _quotes_untouched, added_lines, removed_lines
from honing.grounding.prose import _file_name, _proposes, _prose, _readable, _said_in
from honing.grounding.remaining import aside_paragraph
from honing.sessions.model import Turn

_RAISED = re.compile(r"\b(\w*(?:Error|Exception))\b\s*:\s*([^\n]{1,200})")
_QUOTED_VALUE = re.compile(r"['\"`]([^'\"`\n]{3,60})['\"`]")
# an error's own class name says what was foretold when it is specific (`IntegrityError`), not
# a bare `Error` or `Exception`
_MIN_CLASS = 8


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
