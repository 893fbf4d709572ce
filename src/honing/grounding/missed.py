"""A fix that missed: the sentence says the agent's change did not help ("so that wasn't
it", 「直ってない」, 改了没用), and the reply that made the change had named another suspect
and left it as it was ("the search also shows `InvoiceMapper` setting the currency from the
default at line 30. I left that as is"). The suspect set aside is the referent. Without
one, this route says nothing and the fixed defect stays the referent."""

from __future__ import annotations

from collections.abc import Sequence

from honing.grounding import mentions, vocab
from honing.grounding.candidates import Candidate, _sources
from honing.grounding.edits import _fixed_by_edit, added_lines, removed_lines
from honing.grounding.prose import _clip, _file_name, _prose, _readable, _said_in, keywords
from honing.grounding.remaining import aside_paragraph
from honing.sessions.model import ToolCall, Turn

_PLACES = ("path", "location")


def set_aside(sentence: str, turns: Sequence[Turn], deferred: set[int],
              cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The place the agent set aside in the newest turn that fixed the defect the sentence
    follows up (its request shares a word of the sentence), when the sentence says that fix
    missed. The aside must not be about a file the edit changed, and must share a word with
    the report: an unrelated remark ("I also noticed the logger …") is no suspect."""
    if not vocab.first(sentence, "missed"):
        return None
    keys = keywords(sentence)
    for turn in reversed(turns):
        if turn.index in deferred or not _fixed_by_edit(turn):
            continue
        report = turn.user.lower()
        if not any(_said_in(k, report) for k in keys):
            continue  # an edit for something else (a build fix between the report and the sentence)
        reply = _readable(turn.assistant)
        starts, at = aside_paragraph(reply)
        if at is None:
            return None
        end = starts[at + 1] if at + 1 < len(starts) else len(reply)
        text = reply[starts[at]:end]
        shared = keywords(report) & keywords(text)
        edited = {_file_name(p) for call in turn.tools if added_lines(call) or removed_lines(call) for p in call.paths}
        named = [m for m in mentions.find(text) if m.kind in _PLACES or m.kind == "symbol"]
        if not shared or not named:
            return None
        # the suspect is often named by its class only, while the agent's own search shows its
        # file and line (`InvoiceMapper` … "at line 30", beside `…/InvoiceMapper.java:30:` in rg
        # output): that file is the one the aside's line numbers count in
        files = {_file_name(m.value.split(":")[0]) for m in named if m.kind in _PLACES}
        symbols = {m.value for m in named if m.kind == "symbol"}
        seen = sorted({m.value.split(":")[0] for call in turn.tools for m in mentions.find(call.result)
                       if m.kind in _PLACES and _stem(m.value) in symbols} - {""})
        if not files and len(seen) == 1:
            files = {_file_name(seen[0])}
        if not files or files <= edited:
            return None
        tools = (ToolCall("read", "", paths=(seen[0],)),) if len(seen) == 1 else ()
        pseudo = Turn(index=turn.index, user="", assistant=text, tools=tools)
        sources = tuple(s for s in _sources(pseudo, set(), cleared_by[turn.index])
                        if s.mention.kind not in _PLACES or _file_name(s.mention.value) not in edited)
        if not sources:
            return None
        said = _clip(_prose(text).split("\n")[0])
        return Candidate(turn.index, said, said, sources, True, text, cleared_by[turn.index], decisive=True)
    return None


def _stem(path: str) -> str:
    """A file's name without its folders, line and extension (`InvoiceMapper`)."""
    return _file_name(path.split(":")[0]).split(".")[0]
