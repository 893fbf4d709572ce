"""The reference syntax of SPEC Part R, parsed without touching anything on disk.

    @file:PATH  @file:PATH:START-END  @file:"path with spaces.md":3-9
    @folder:PATH  @url:https://…  @result:ID  @diff  @staged  @git:N

Trailing punctuation and unbalanced closing brackets end a reference; e-mail addresses
and ``@handles`` are not references; references inside code are left alone. A
reference that is recognisably meant but wrong (a bad range, ``@git:0``, an unknown
kind) comes back with ``error`` set, so the caller can warn instead of guessing."""

from __future__ import annotations

import re
from dataclasses import dataclass

from honing.text.spans import find_protected_spans

KINDS = ("file", "folder", "url", "result", "diff", "staged", "git")

# an @ not preceded by a word character, dot or @ (so user@example.com is not a reference),
# a kind, and then either a colon and a value, or nothing (@diff, @staged)
_CANDIDATE = re.compile(r"(?<![\w.@/])@([A-Za-z][\w-]{0,20})(?::(\"[^\"\n]{0,500}\"?(?::[\w-]*)?|[^\s\"'`<>]{0,2000}))?")
_RANGE = re.compile(r":(\d+)(?:-(\d+))?$")  # searched at the end of a value; fullmatch on the rest
_BAD_RANGE = re.compile(r":(?:\d*-\d*|\d+-?\w*)$")
_RESULT_ID = re.compile(r"[A-Za-z0-9][\w.-]{0,127}")
_TRAILING = ".,;:!?\"'"
_PAIRS = {")": "(", "]": "[", "}": "{", ">": "<"}


@dataclass(frozen=True)
class Reference:
    raw: str  # as written, e.g. "@file:notes.md:3-9"
    kind: str
    target: str  # path, URL, result id, commit count ("" for @diff / @staged)
    start: int  # offsets of ``raw`` in the message
    end: int
    start_line: int | None = None
    end_line: int | None = None
    count: int | None = None  # @git:N
    error: str | None = None  # set when malformed

    def to_dict(self) -> dict[str, object]:
        return {"ref": self.raw, "kind": self.kind, "target": self.target, "start": self.start, "end": self.end,
                "start_line": self.start_line, "end_line": self.end_line, "error": self.error}


def result_id_problem(result_id: str) -> str | None:
    """Why ``@result:<result_id>`` could never name ``result_id``, or ``None``: an id is 1-128
    letters, digits, ``_``, ``.`` or ``-``, starts with a letter or digit and does not end
    with a dot (a trailing dot ends a reference, as at the end of a sentence)."""
    if not _RESULT_ID.fullmatch(result_id):
        return ("an id is 1-128 letters, digits, '_', '.' or '-' and starts with a letter or digit "
                f"(got {result_id!r})")
    if result_id.endswith("."):
        return f"an id cannot end with a dot: @result:{result_id} would be read without it"
    return None


def _trim(value: str) -> str:
    """Drop trailing punctuation and closing brackets that do not close an opening one."""
    while value:
        last = value[-1]
        if last in _TRAILING:
            value = value[:-1]
            continue
        if last in _PAIRS and value.count(_PAIRS[last]) < value.count(last):
            value = value[:-1]
            continue
        break
    return value


def _split_range(kind: str, value: str) -> tuple[str, int | None, int | None, str | None]:
    """``path``, ``start_line``, ``end_line``, ``error`` of a file or folder value."""
    if value.startswith('"') and value.count('"') >= 2:
        close = value.index('"', 1)
        path, rest = value[: close + 1], value[close + 1 :]
    else:
        m = _RANGE.search(value) or _BAD_RANGE.search(value)
        if m is None or not re.search(r"\d", m.group(0)):
            return value, None, None, None
        path, rest = value[: m.start()], m.group(0)
    if not rest:
        return path, None, None, None
    good = _RANGE.fullmatch(rest)
    if good is None:
        return path, None, None, f"bad line range {rest[1:]!r}: write START-END, e.g. :10-80"
    a = int(good.group(1))
    b = int(good.group(2)) if good.group(2) else a
    if a < 1 or b < a:
        return path, None, None, f"bad line range {rest[1:]!r}: lines are 1-based and START <= END"
    if kind == "folder":
        return path, None, None, "a folder reference takes no line range"
    return path, a, b, None


def _unquote(path: str) -> tuple[str, str | None]:
    if path.startswith('"'):
        if len(path) < 2 or not path.endswith('"'):
            return path, "unclosed quote in the path"
        return path[1:-1], None
    return path, None


def _code_spans(text: str) -> list[tuple[int, int]]:
    return [(p.start, p.end) for p in find_protected_spans(text) if p.kind in ("code_block", "inline_code",
                                                                                 "triple_quote")]


def find_references(text: str) -> list[Reference]:
    """Every reference in ``text``, in order, malformed ones included (``error`` set)."""
    code = _code_spans(text)
    out: list[Reference] = []
    for m in _CANDIDATE.finditer(text):
        if any(a <= m.start() < b for a, b in code):
            continue
        kind = m.group(1).lower()
        value = m.group(2)
        if kind in ("diff", "staged"):
            if value:
                out.append(Reference(m.group(0), kind, value, m.start(), m.end(), error=f"@{kind} takes no value"))
            else:
                out.append(Reference(m.group(0), kind, "", m.start(), m.end()))
            continue
        if value is None:
            continue  # "@alice": a handle, not a reference
        if kind not in KINDS:
            if value == "":
                continue  # "@alice: thanks" (a handle followed by a colon)
            end = m.start() + 1 + len(kind) + 1 + len(_trim(value))
            out.append(Reference(text[m.start() : end], kind, _trim(value), m.start(), end,
                                 error=f"unknown reference kind {kind!r}; use one of {', '.join(KINDS)}"))
            continue
        quoted = value.startswith('"')
        trimmed = value if quoted and re.search(r'"(:\d+(-\d+)?)?$', value) else _trim(value)
        if not trimmed and value.rstrip(",;:!?") in (".", ".."):
            trimmed = value.rstrip(",;:!?")  # "@folder:." is the workspace itself
        end = m.start() + 1 + len(kind) + 1 + len(trimmed)
        raw = text[m.start() : end]
        if not trimmed:
            out.append(Reference(raw, kind, "", m.start(), end, error=f"@{kind}: needs a value"))
            continue
        if kind == "git":
            if not trimmed.isdigit() or int(trimmed) < 1:
                out.append(Reference(raw, kind, trimmed, m.start(), end,
                                     error=f"@git:{trimmed}: the commit count must be a positive whole number"))
            else:
                out.append(Reference(raw, kind, trimmed, m.start(), end, count=int(trimmed)))
            continue
        if kind == "result":
            if not _RESULT_ID.fullmatch(trimmed):
                out.append(Reference(raw, kind, trimmed, m.start(), end, error=f"bad result id {trimmed!r}"))
            else:
                out.append(Reference(raw, kind, trimmed, m.start(), end))
            continue
        if kind == "url":
            if not re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://\S", trimmed):
                out.append(Reference(raw, kind, trimmed, m.start(), end, error="@url: needs an absolute URL"))
            else:
                out.append(Reference(raw, kind, trimmed, m.start(), end))
            continue
        path, a, b, error = _split_range(kind, trimmed)
        path, quote_error = _unquote(path)
        error = error or quote_error
        if not path and not error:
            error = f"@{kind}: needs a path"
        out.append(Reference(raw, kind, path, m.start(), end, a, b, error=error))
    return out
