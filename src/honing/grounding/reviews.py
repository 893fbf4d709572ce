"""A code review pasted into the session: its comments, in order, as the items a sentence
picks by number ("do priya's 2nd comment now", 「2つ目の指摘」). A review copied from a
forge writes each comment under a line that names only its place (`src/lib/money.ts line 9`,
`api/user.go:42`, **`cart.ts`** (L12)), without numbers. A scanner's or a penetration test's
report names its items by IDs of its own (B324, S2259, PT-04, SEC-4)."""

from __future__ import annotations

import re

from honing.grounding import vocab

# a line that holds only a place: a path with an extension, maybe a line, maybe marked up
# (possessive runs of blanks: a line of 40,000 spaces after a path is read once, not squared)
_HEADER = re.compile(
    r"^[ \t]*+(?:[-*][ \t]++)?[`*_]{0,3}[\w./@-]{1,200}\.\w{1,10}[`*_]{0,3}"
    r"(?::\d{1,6}(?:-\d{1,6})?|[ \t]*+,?[ \t]*+\(?(?:line|lines|L|行|第)[ \t]*+\d{1,6}(?:[ \t]*+行)?\)?)?"
    r"[ \t]*+[:：]?[ \t]*+$", re.MULTILINE | re.IGNORECASE)

# a report's ID: letters, then digits; with a hyphen one to five of them (PT-04, SEC-4), without one two
# to five (B324, G402); not inside a word or a longer ID (ASCII neighbours only: 「PT-04やって」)
REPORT_ID = re.compile(r"(?<![A-Za-z0-9_-])(?:[A-Z]{1,5}-\d{1,5}|[A-Z]{1,3}\d{2,5})(?![A-Za-z0-9_-])")


def id_matches(text: str) -> list[re.Match[str]]:
    """Where ``text`` says a report's ID, in order; not the names of standards, encodings and hashes that
    look like one (UTF-8, SHA256, ISO8601: table [report_ids])."""
    return [m for m in REPORT_ID.finditer(text) if m.group(0) not in _NOT_IDS]


def ids(text: str) -> set[str]:
    """The report IDs ``text`` says."""
    return {m.group(0) for m in id_matches(text)}


def opening_id(line: str) -> str | None:
    """The ID a line opens with, after a list marker or markup at most (「PT-04【低】…」, "- **B324** …")."""
    said = id_matches(line)
    return said[0].group(0) if said and not line[:said[0].start()].strip(" \t-*•>#.)[]【】0123456789") else None


_NOT_IDS = frozenset(vocab.table()["report_ids"]["not_ids"])


def comments(text: str) -> list[tuple[int, int]]:
    """The spans of the review's comments, each from its place line to the next one (the
    last to the blank line after its body); none unless there are two or more."""
    heads = [m for m in _HEADER.finditer(text) if "/" in m.group(0) or re.search(r"\d", m.group(0))]
    spans: list[tuple[int, int]] = []
    for k, head in enumerate(heads):
        if k + 1 < len(heads):
            spans.append((head.start(), heads[k + 1].start()))
            continue
        body = re.search(r"\S", text[head.end():])
        start = head.end() + (body.start() if body else 0)
        blank = re.search(r"\n[ \t]*\n", text[start:])
        spans.append((head.start(), start + blank.start() if blank else len(text)))
    # (a comment has a body: two place lines in a row are a list of files, not a review)
    spans = [(a, b) for a, b in spans if text[a:b].strip().count("\n") >= 1]
    return spans if len(spans) >= 2 else []


def comment(text: str, number: int) -> tuple[int, int] | None:
    """Where comment ``number`` (1-based) of the review in ``text`` stands, if it has that many."""
    spans = comments(text)
    return spans[number - 1] if 1 <= number <= len(spans) else None
