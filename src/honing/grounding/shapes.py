"""Symptoms whose cause has a shape in code: dates a day off, from a time zone the agent pinned ("everything before
yesterday shows one day early" after an edit that wrote `f.timeZone = TimeZone(identifier: "UTC")`); the first page's
rows out of reach, from an offset that multiplies a page counted from 1 (`int offset = page * size;`); and the other
kinds of table ``code_shape`` (1970 dates, a 413, a skipped CI job, status=0 …). When the sentence reports the symptom
and an edit of the window wrote a line of that shape (the edit made for the user's own report of it, when there was
one), the newest such edit's lines are the candidate; else such a line a read showed in the file that edit changed."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from honing.grounding import vocab
from honing.grounding.edits import (
    _SHOWN_LINE,
    added_lines,
    fresh_lines,
    removed_lines,
    searches,
    shown_files,
    written_lines,
)
from honing.grounding.outside import finds_nothing, fixed_outside
from honing.grounding.prose import _PIECE, _asks, _prose, _readable, _same_target
from honing.sessions.model import Turn


@cache
def _shapes() -> tuple[tuple[str, re.Pattern[str], str, re.Pattern[str] | None], ...]:
    """Each shape: its symptom category, the code it takes, what it says, and the words an edit must say to be of that
    kind (`context`: a debounce's timer, not a toast's)."""
    return tuple((s["symptom"], re.compile("|".join(s["code"]), re.IGNORECASE), s["what"],
                  re.compile(s["context"], re.IGNORECASE) if s.get("context") else None) for s in vocab.table()["code_shape"])


def _reports_symptom(said: str, symptom: str) -> bool:
    """The sentence reports the symptom, not asks whether it is a problem ("API keys never expire, is that a
    problem?", "can we fire a search on each keystroke?") nor asks, in the part that says it, to build or change
    something ("make service-account tokens never expire", "can you add a friendly error page for 413 responses?");
    「我把 CACHE_TTL 改成 60s 试了，…还是不过期」 reports, its request being another part (table asks_if_problem)."""
    hit = vocab.first(said, symptom)
    if hit is None or vocab.first(said, "asks_if_problem"):
        return False
    part = next((m.group(0) for m in _PIECE.finditer(said) if m.start() <= hit.start() < m.end()), said)
    return not vocab.first(part, "change_request")


def _asked(said: str, at: int) -> bool:
    """The part of ``said`` that holds position ``at`` asks a question (「メモにカンマとか改行入ってても列ずれない？」), not
    reports (「线上传大于 1M 的图片报 413，ingress 不是配了 50m 吗？」 reports in its first part)."""
    return any(p.start() <= at < p.end() and _asks(p.group(0)) for p in _PIECE.finditer(said))


def says_symptom(sentence: str) -> bool:
    """The sentence reports one of the symptoms of table code_shape ("every log line says status=0 now")."""
    said = _readable(sentence)
    return any(_reports_symptom(said, symptom) for symptom, *_ in _shapes())


def shaped_by_edit(sentence: str, turns: Sequence[Turn], deferred: set[int]) -> tuple[Turn, list[str], str] | None:
    """The newest edit in the window that wrote lines of the shape the sentence's symptom has, those lines, and why; not
    a test's lines. When a user message of the window reported the symptom, only the edit made for that report (in its
    turn, or the next when that one approves: "hits the API on every keystroke, debounce it", and then "still one
    request per letter"), not another since (a toast's timer); never an edit older than a reply that put this symptom's
    fix outside the project."""
    said = _readable(sentence)
    fresh: dict[tuple[int, int], list[str]] | None = None
    for symptom, code, what, context in _shapes():
        if not _reports_symptom(said, symptom):
            continue
        # (not a message whose part that says it asks whether it would happen: 「メモにカンマとか改行入ってても列ずれない？」)
        reported = max((t.index for t in turns if (hit := vocab.first(t.user, symptom)) and not _asked(t.user, hit.start())), default=None)
        # ("can you just fix the 413 yourself" after the multipart limits were raised and the 413 was found to come from
        # another repository's ingress)
        settled = max((t.index for t in turns if (finds_nothing(prose := _prose(t.assistant)) or fixed_outside(prose))
                       and (vocab.first(prose, symptom) or vocab.first(t.user, symptom))), default=0)
        made_for = {reported} | {t.index for t in turns if reported is not None and t.index == reported + 1
                                 and (vocab.first(t.user, "approval") or vocab.first(t.user, "affirm"))}
        allowed = {t.index for t in turns if t.index not in deferred and t.index >= settled
                   and (reported is None or t.index in made_for)}
        fresh = fresh_lines(list(turns)) if fresh is None else fresh
        # (the newer of the edit that wrote such a line and the edit that left one beside its change: 「設定画面の見出し」's
        # `Colors.black87` in the file the version edit changed, not the login spinner's `Colors.white` written before it)
        beside = _left_beside(turns, code, allowed)
        for turn in reversed(turns):
            if turn.index not in allowed:
                continue
            if beside is not None and beside[0].index > turn.index:
                break
            lines = [line.strip() for k, call in enumerate(turn.tools) if not any(vocab.is_test_path(p) for p in call.paths)
                     and (context is None or context.search("\n".join([*call.paths, *written_lines(call)])))
                     for line in added_lines(call) or fresh.get((turn.index, k), []) if code.search(line)]
            if lines:
                return turn, lines, f"{what} the agent's edit in turn {turn.index} wrote"
        if beside is not None:
            turn, lines = beside
            return turn, lines, f"{what} in the file the agent's edit in turn {turn.index} changed, a line it left as it was"
    return None


def _left_beside(turns: Sequence[Turn], code: re.Pattern[str], allowed: set[int]) -> tuple[Turn, list[str]] | None:
    """The newest edit of a file in which a tool of the window showed a line of the shape that the edit left as it
    was: "first page just gone" after an edit of `parsePage` in the file whose `offset: page * limit` it kept."""
    shown: dict[str, list[str]] = {}
    # (a read shown bare, without line numbers, counts by the lines of it a reply quotes code of, not a bare word: `Colors.black87`)
    quoted = [q for t in turns for q in re.findall(r"`([^`\n]{8,120})`", t.assistant) if code.search(q) and re.search(r"\w\W+\w", q)]
    for turn in turns:
        for call in turn.tools:
            files = shown_files(call) or (() if searches(call) or written_lines(call) else call.paths)
            numbered = [_SHOWN_LINE.sub("", line).strip() for line in call.result.split("\n") if _SHOWN_LINE.match(line)] or (
                [line.strip() for line in call.result.split("\n") if any(q in line for q in quoted)] if files and not shown_files(call) else [])
            for path in files:
                shown.setdefault(path, []).extend(line for line in numbered if code.search(line))
    # (a line an edit of the window replaced no longer stands: `max-file-size: 1MB` once raised to 25MB)
    replaced = {line.strip() for t in turns for call in t.tools for line in removed_lines(call)}
    shown = {path: [line for line in found if line not in replaced] for path, found in shown.items()}
    if not any(shown.values()):
        return None
    for turn in reversed(turns):
        if turn.index not in allowed:
            continue
        for call in turn.tools:
            if not added_lines(call) or any(vocab.is_test_path(p) for p in call.paths):
                continue
            gone = {line.strip() for line in removed_lines(call)}
            lines = [line for path in call.paths for seen, found in shown.items() if _same_target(seen, {path})
                     for line in found if line not in gone]
            if lines:
                return turn, list(dict.fromkeys(lines))
    return None
