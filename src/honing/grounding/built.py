"""A defect in what one of the agent's edits built, named by the thing's own name: "the Sunset header
isn't an http-date" after a turn whose edit wrote `headers["Sunset"] = …`, 「重试的两次请求 Idempotency-Key
不一样」 after the edit that generates the key. The lines that edit introduced holding the name are the
candidate; nothing is proposed when the name is one that more than one edit introduced, or none.
Or a figure the sentence doubts ("0.94 auc on churn is too good to be true", 「0.93这个auc…不对劲」), which a reply
first reported right after its own edit: that edit produced it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import mentions, vocab
from honing.grounding.candidates import Candidate
from honing.grounding.described import _is_document
from honing.grounding.edits import removed_lines, written_lines
from honing.grounding.places import Sourced
from honing.grounding.prose import _clip, _file_name, _prose, _readable, report_of
from honing.grounding.shapes import shaped_by_edit
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


# a figure written with its decimals (0.93, 12.5): not an item's number, a version's is dotted twice
_FIGURE = re.compile(r"(?<![0-9A-Za-z_.])\d+\.\d+(?![0-9A-Za-z_.])")  # (「0.93这个auc」: CJK after it)
# a figure a version word leads: "Python 3.12", "node 20.1", "v1.4", "rc 2.0" is no result of a run
_VERSION_BEFORE = re.compile(r"(?:python|py|node|ruby|go|java|jdk|rust|php|perl|version|release|sdk|api|ios|android|"
                             r"macos|ubuntu|debian|tls|http|v|rc)\s*$", re.IGNORECASE)


def _figures(text: str) -> list[str]:
    return [m.group(0) for m in _FIGURE.finditer(text) if not _VERSION_BEFORE.search(text[max(0, m.start() - 12):m.start()])]


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
    return _candidate(turn, lines, cleared_by)


def _candidate(turn: Turn, lines: list[str], cleared_by: dict[int, frozenset[str]]) -> Candidate:
    sources = tuple(Sourced(mentions.Mention("code", line.strip(), None, None, 2.0), turn.index, "tool") for line in lines)
    return Candidate(turn.index, _clip(report_of(turn)), _clip(lines[0].strip()), sources, True, _prose(_readable(turn.assistant)),
                     cleared_by[turn.index], decisive=True)


def _same_figure(said: str, reported: str) -> bool:
    """0.93 is 0.934 cut short or 0.928 rounded; 0.9 is not 0.93's."""
    decimals = len(said.split(".")[1])
    return len(reported.split(".")[1]) >= decimals and (
        reported.startswith(said) or round(float(reported), decimals) == float(said))


def figure_by_edit(sentence: str, turns: Sequence[Turn], deferred: set[int],
                   cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The earliest turn whose reply reports a figure the sentence quotes while it reports a defect, when that turn
    edited code (the run after its edit produced the figure), with the code lines it wrote. Not a version ("Python
    3.12"), nor a figure a message or the code says."""
    said = _readable(sentence)
    figures = _figures(said)
    if not figures or not vocab.first(said, "defect") or vocab.first(said, "still"):
        return None  # (most sentences: no session text is joined for them)
    # (a figure a message or the code says, a version's "3.10", is no result a run reported)
    written = "\n".join([t.user for t in turns] + [line for t in turns for c in t.tools for line in written_lines(c)])
    figures = [f for f in figures if not re.search(rf"(?<![\d.]){re.escape(f)}(?![\d.])", written)]
    if not figures:
        return None
    for turn in turns:
        if turn.index in deferred:
            continue
        lines = [line for call in turn.tools
                 if not any(_is_document(_file_name(p)) or vocab.is_test_path(p) for p in call.paths)
                 for line in written_lines(call) if line.strip()]
        if lines and any(_same_figure(f, r) for f in figures for r in _figures(_prose(turn.assistant))):
            return _candidate(turn, lines, cleared_by)
    return None


# a value quoted as typed: '2025-11-05 10:00', "a&b=1", `--since 2h`
_QUOTED_VALUE = re.compile(r"(?<![\w'])'([^'\s][^'\n]{3,58}[^'\s])'(?![\w'])|(?<![\w\"])\"([^\"\s][^\"\n]{3,58}[^\"\s])\"(?![\w\"])"
                           r"|`([^`\n]{5,60})`|「([^」\n]{5,60})」")


def _quoted_values(text: str) -> set[str]:
    return {v for m in _QUOTED_VALUE.finditer(text) if (v := next(g for g in m.groups() if g)) and re.search(r"\d|[^\w\s]", v)}


def echoed_request(sentence: str, turns: Sequence[Turn], deferred: set[int],
                   cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """A defect reported with the very value a user's request quoted for the agent to handle ("--since '2025-11-05 10:00'
    でみると朝の分がごっそり出てこない" after 「--since で '2025-11-05 10:00' みたいな書き方もできるようにして」): the
    lines the edits of that request's turn wrote, the newest such turn's. A value of five characters or more with a
    digit or a sign in it, quoted whole in both (not '1.2.3' for a request that says 1.2.30); not a value any tool
    output of the window shows (the output the sentence quotes, not the request's)."""
    said = _readable(sentence)
    if not vocab.first(said, "defect") or not (values := _quoted_values(said)):
        return None
    if any(v in c.result for v in values for t in turns for c in t.tools):
        return None
    for turn in reversed(turns):
        if turn.index in deferred or not values & _quoted_values(turn.user):
            continue
        lines = [line for call in turn.tools if not any(_is_document(_file_name(p)) or vocab.is_test_path(p) for p in call.paths)
                 for line in written_lines(call) if line.strip()]
        return _candidate(turn, lines, cleared_by) if lines else None
    return None


def by_one_edit(sentence: str, turns: Sequence[Turn], deferred: set[int],
                cleared_by: dict[int, frozenset[str]]) -> tuple[Candidate, str] | None:
    """The turn one of whose edits built what the sentence reports broken, and why."""
    if (made := built_by_one_edit(sentence, turns, deferred, cleared_by)) is not None:
        return made, f"the lines the agent's edit in turn {made.turn} introduced with the name of what the sentence reports broken"
    if (made := figure_by_edit(sentence, turns, deferred, cleared_by)) is not None:
        return made, f"the agent's edit in turn {made.turn}, after which its reply first reported the figure the sentence doubts"
    if (shaped := shaped_by_edit(sentence, turns, deferred)) is not None:
        turn, lines, why = shaped
        return _candidate(turn, lines, cleared_by), why
    if (made := echoed_request(sentence, turns, deferred, cleared_by)) is not None:
        return made, f"the lines the agent's edit in turn {made.turn} wrote for the request that quoted the value the sentence reports"
    return None
