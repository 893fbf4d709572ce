"""Picking one of the options an agent labelled with letters ("**A. サーバをフロントに合わせる**: …",
"B) narrow the client's check") by its letter: 「A でいこう」, "go with B", 「方案B吧」; and where an option
that only quotes the call it would write stands (``or_its_turn``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from honing.grounding.candidates import Candidate
from honing.grounding.items import _item, numbered_items, to_blank
from honing.grounding.prose import _readable
from honing.sessions.model import Turn

# a letter the sentence picks: 「A でいこう」, 「B案で」, "go with B", "option A", 「方案B」, 「选A」
_PICK = re.compile(r"(?<![A-Za-z0-9_.-])([A-D])(?:\s*案|\s*(?:で|に(?:し|す)|の方|のほう|がいい|でいこう|でお願い|吧|就行|那个))"
                   r"|\b(?i:option|plan|go\s+with|take|do)\s+([A-D])\b(?![.'-]\w)|(?:方案|选)\s*([A-D])(?![A-Za-z])"
                   r"|\b(?i:option|plan)\s+([a-d])(?=\s*(?:$|[.,!?;:)]))")  # ("go with option b", not "plan a migration")
# an option's label at the start of a line: "- **A. …**", "A) …", "**B:** …", 「A案：…」
_LABEL = re.compile(r"^[ \t]*(?:[-*•][ \t]+)?(?:\*\*|__)?(?:案|方案|Option\s+|Plan\s+)?([A-D]|[a-d](?=\)))(?:案)?(?:[.)．:：]|\*\*[.:：]?)[ \t]",
                    re.MULTILINE)


def picked(sentence: str, turns: Sequence[Turn], deferred: set[int], excluded: set[str],
           cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The option the sentence picks by its letter, from the newest reply that labels two or more options
    in order from A; None when the sentence picks no single letter, or no reply labels its options so."""
    letters = {g.upper() for m in _PICK.finditer(sentence) for g in m.groups() if g}
    if len(letters) != 1:
        return None
    letter = letters.pop()
    for turn in reversed(turns):
        if turn.index in deferred:
            continue
        text = _readable(turn.assistant)
        labels = list(_LABEL.finditer(text))
        if [m.group(1).upper() for m in labels][:2] != ["A", "B"]:
            continue
        at = next((k for k, m in enumerate(labels) if m.group(1).upper() == letter), None)
        if at is None:
            return None
        end = labels[at + 1].start() if at + 1 < len(labels) else to_blank(text, labels[at].end())
        return _item(turn, "assistant", (labels[at].start(), end), excluded, cleared_by)
    return None


def or_its_turn(picked: Candidate, turns: Sequence[Turn], excluded: set[str],
                cleared_by: dict[int, frozenset[str]]) -> tuple[Candidate, ...]:
    """The option a sentence picks, then the code its reply quotes elsewhere that makes the same call:
    an option that quotes only the call it would write (「1. 改成 `csv.encode("Windows-31J", …)`」)
    stands nowhere yet, and is placed by the call the diagnosis quotes before the list
    (`csv.encode("Shift_JIS")`). An option that names no place and quotes no call (「1. payload に
    `"system": system` を足す」) is placed by what the diagnosis names (`OllamaBackend.complete`)."""
    turn = next((t for t in turns if t.index == picked.turn), None)
    quoted = {s.mention.value for s in picked.sources if s.mention.kind == "code"}
    calls = [re.compile(rf"(?<![\w.]){re.escape(c)}\(") for c in sorted({c for q in quoted for c in _CALL.findall(q)})]
    placed = any(s.mention.kind in ("path", "location", "symbol") for s in picked.sources)
    # (the reply before its list: the diagnosis, not another option's code)
    text = _readable(turn.assistant) if turn is not None else ""
    first = min([a for a, _ in numbered_items(text)] + [m.start() for m in _LABEL.finditer(text)], default=len(text))
    whole = None if turn is None or not (calls or not placed) or not first else _item(turn, "assistant", (0, first), excluded, cleared_by)
    same = tuple(s for s in (whole.sources if whole else ()) if s.mention.kind == "code" and s.mention.value not in quoted
                 and any(c.search(s.mention.value) for c in calls)) if calls else (whole.sources if whole else ())
    if whole is not None and not calls and not any(s.mention.kind in ("location", "symbol") for s in same):
        # (a diagnosis that names only the file, 「看了 `lib/history.ts`，有三个问题」: what the request named in it, 「看下 trimMessages」)
        asked = _item(turn, "user", (0, len(turn.user)), excluded, cleared_by) if turn is not None else None
        same += tuple(s for s in (asked.sources if asked else ()) if s.mention.kind == "symbol")
    return (picked, replace(whole, sources=same, description=picked.description, diagnosis=picked.diagnosis)) \
        if whole is not None and same else (picked,)


_CALL = re.compile(r"([A-Za-z_][\w.]*[A-Za-z_]\w*)\(")
