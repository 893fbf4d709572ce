"""A defect in what one of the agent's edits built, named by the thing's own name: "the Sunset header
isn't an http-date" after a turn whose edit wrote `headers["Sunset"] = …`, 「重试的两次请求 Idempotency-Key
不一样」 after the edit that generates the key. The lines that edit introduced holding the name are the
candidate; nothing is proposed when the name is one that more than one edit introduced, or none."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import mentions, vocab
from honing.grounding.candidates import Candidate
from honing.grounding.described import _is_document
from honing.grounding.edits import removed_lines, written_lines
from honing.grounding.places import Sourced
from honing.grounding.prose import _clip, _file_name, _prose, _readable, report_of
from honing.sessions.model import Turn

# a thing's own name: a header's (Idempotency-Key, Retry-After) or a capitalised word inside a sentence
# (Sunset); not an identifier, which names code the other routes place (a test, a frame, a symbol)
_NAME = re.compile(r"(?<![\w-])(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)+|[A-Z][a-z]{3,})(?![\w-])")
_SENTENCE_START = re.compile(r"(?:^|[.!?。！？]\s*)$")
_PASTED_ERROR = re.compile(r"[A-Za-z]+(?:Error|Exception)\b|Traceback|^\s+at\s")


def _names(sentence: str) -> set[str]:
    """The names of ``sentence``; a plain capitalised word that opens a sentence ("Fix", "Then") is none,
    nor is a word of a pasted error's line (`Couldn't find Appointment with 'id'=90412`)."""
    out = set()
    for line in sentence.split("\n"):
        if _PASTED_ERROR.search(line):
            continue
        for m in _NAME.finditer(line):
            word = m.group(0)
            if re.fullmatch(r"[A-Z][a-z]+", word) and _SENTENCE_START.search(line[:m.start()]):
                continue
            out.add(word)
    return out


def _holds(line: str, name: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", line, re.IGNORECASE) is not None


def built_by_one_edit(sentence: str, turns: Sequence[Turn], deferred: set[int],
                      cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The turn whose edit introduced the lines that hold a name the sentence reports a defect in, when
    one turn's edits alone introduced it, with those lines as its sources."""
    said = _readable(sentence)
    if not vocab.first(said, "defect"):
        return None
    names = sorted(_names(said))  # (in a fixed order: the sources are listed in it)
    if not names:
        return None
    # the lines each turn's edits of code introduced (not a document's, a changelog entry retelling it, nor a test's)
    new: dict[int, list[str]] = {}
    for turn in turns:
        if turn.index in deferred:
            continue
        old = {line.strip() for call in turn.tools for line in removed_lines(call)}
        new[turn.index] = [line for call in turn.tools
                           if not any(_is_document(_file_name(p)) or vocab.is_test_path(p) for p in call.paths)
                           for line in written_lines(call) if line.strip() not in old]
    introduced: dict[str, dict[int, list[str]]] = {}
    for name in names:
        for index, written in new.items():
            if lines := [line for line in written if _holds(line, name)]:
                introduced.setdefault(name, {})[index] = lines
    # (each name one turn's alone, and all of them the same turn's)
    owners = {next(iter(by_turn)) for by_turn in introduced.values() if len(by_turn) == 1}
    if len(owners) != 1 or any(len(by_turn) > 1 for by_turn in introduced.values()):
        return None
    index = owners.pop()
    turn = next(t for t in turns if t.index == index)
    lines = list(dict.fromkeys(line for by_turn in introduced.values() for line in by_turn[index]))
    sources = tuple(Sourced(mentions.Mention("code", line.strip(), None, None, 2.0), index, "tool") for line in lines)
    return Candidate(index, _clip(report_of(turn)), _clip(lines[0].strip()), sources, True, _prose(_readable(turn.assistant)),
                     cleared_by[index], decisive=True)
