"""The one trace of several pasted together that the sentence names by its error type
(「日志里那个 NumberFormatException 也修一下」 after a log that holds a read timeout and a
NumberFormatException, each with its frames): what only the other traces name is not what
the sentence points at. Pure functions over the turn's text."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from honing.grounding import mentions
from honing.grounding.candidates import Candidate, Plan
from honing.sessions.model import Turn

# an error type: NumberFormatException, KeyError, IOException, JSONDecodeError (ASCII edges: 「那个NumberFormatException也修一下」)
_ERROR_TYPE = re.compile(r"(?<![A-Za-z0-9_$])(?:[A-Z]+[a-z0-9]*){1,6}(?:Exception|Error)(?![A-Za-z0-9_$])")
# a line that opens a record of a log: a timestamp, or Python's "Traceback" line
_RECORD = re.compile(r"^\s*\[?(?:\d{4}-\d{2}-\d{2}|\d{2}:\d{2}:\d{2})|^Traceback \(most recent call last\)")
# a line that goes on with the trace above it, whatever error type it names
_CHAINED = re.compile(r"^\s*(?:Caused by|Suppressed|During handling|The above exception|\.\.\. \d+ more|at\s)")


def _records(text: str) -> list[tuple[set[str], str]]:
    """The records of a pasted log, each with the error types its lines name: a new one starts
    at a timestamp or a "Traceback" line, and at a line that names an error type when the
    record so far already has one (a second exception pasted right after the first)."""
    out: list[tuple[set[str], list[str]]] = []
    for line in text.split("\n"):
        named = set(_ERROR_TYPE.findall(line))
        if not out or _RECORD.search(line) or (named and out[-1][0] and not _CHAINED.match(line)):
            out.append((set(), []))
        out[-1][0].update(named)
        out[-1][1].append(line)
    return [(types, "\n".join(lines)) for types, lines in out]


def _framed(text: str) -> bool:
    return any(m.kind == "location" and m.line for m in mentions.find(text))


def _others_only(sentence: str, user: str) -> set[str] | None:
    """The names (files, symbols) that only the traces other than the one the sentence names by
    its error type hold; None when the sentence names no type of exactly one of two or more traces."""
    said = set(_ERROR_TYPE.findall(sentence))
    traces = [(types, text) for types, text in _records(user) if types and _framed(text)] if said else []
    named = [text for types, text in traces if types & said]
    if len(traces) < 2 or len(named) != 1:
        return None
    own = {_key(m.value) for m in mentions.find(named[0])} | set(re.findall(r"[A-Za-z_]\w+", named[0]))
    return {key for types, text in traces if not types & said for m in mentions.find(text)
            if (key := _key(m.value)) not in own} | {
        name for types, text in traces if not types & said for name in re.findall(r"[A-Za-z_]\w{3,}", text)
        if name not in own}


def _key(value: str) -> str:
    """A file by its last part (`CarrierClient.java` for …/label/CarrierClient.java), else the name."""
    return re.split(r"[\\/]", value.split(":", 1)[0])[-1]


def narrowed(sentence: str, turns: Sequence[Turn], plan: Plan) -> Plan:
    """``plan`` with each candidate turn's sources cut to the trace the sentence names, when the
    turn's user message pasted several and the sentence names one by its error type."""
    if not _ERROR_TYPE.search(sentence):
        return plan  # (the common case: the sentence names no error type, nothing to read)
    users = {t.index: t.user for t in turns}
    out: list[Candidate] = []
    for c in plan.candidates:
        others = _others_only(sentence, users.get(c.turn, ""))
        kept = tuple(s for s in c.sources if others is None or _key(s.mention.value) not in others)
        out.append(replace(c, sources=kept) if others is not None and kept else c)
    return replace(plan, candidates=tuple(out))
