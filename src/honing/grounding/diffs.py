"""Unified diffs pasted in a session: per hunk the file, the old line of its first removed
row and that row; and the added rows of hunks with no file header."""

from __future__ import annotations

import re
from collections.abc import Iterator

_DIFF_FILE = re.compile(r"^\+\+\+ (?:b/)?(\S+)", re.MULTILINE)
_HUNK = re.compile(r"^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@", re.MULTILINE)
MIN_REMOVED = 8
_HUNK_ROWS = 200


def number(digits: str) -> int:
    """A line number from its digits; an absurdly long one (int() refuses 4,300 digits) reads
    as 0, a line no file has."""
    return int(digits) if len(digits) <= 9 else 0


def _hunk_rows(text: str, hunk: re.Match[str]) -> Iterator[tuple[str, int, int]]:
    """The rows of a diff hunk after its header, with their spans, up to what ends it (the
    next header, a fence, a line that is no diff row); at most _HUNK_ROWS, so a text of many
    hunks is read once per hunk, not whole."""
    pos = text.find("\n", hunk.end())
    for _ in range(_HUNK_ROWS):
        if pos < 0:
            return
        nxt = text.find("\n", pos + 1)
        end = nxt if nxt >= 0 else len(text)
        row = text[pos + 1:end]
        if row.startswith(("@@", "+++", "---", "```", "diff ")) or row[:1] not in ("-", "+", " ", ""):
            return
        yield row, pos + 1, end
        pos = nxt


def diff_hunks(text: str) -> list[tuple[str, int, str, int, int]]:
    """Per hunk of a unified diff in ``text``: the new file's path, the old line number of
    the first removed line, that line, and the hunk's span."""
    out = []
    files = list(_DIFF_FILE.finditer(text))
    k = -1
    for hunk in _HUNK.finditer(text):
        while k + 1 < len(files) and files[k + 1].start() < hunk.start():
            k += 1  # the file header before the hunk (both lists are in text order)
        if k < 0 or files[k].group(1) == "/dev/null":
            continue
        line = number(hunk.group(1))
        for row, _, end in _hunk_rows(text, hunk):
            if row.startswith("-"):
                out.append((files[k].group(1), line, row[1:], hunk.start(), end))
                break
            if not row.startswith("+"):
                line += 1
    return out


def headless_additions(text: str) -> list[tuple[str, int]]:
    """The added lines (8 characters or more) of diff hunks that no '+++' file header
    precedes, with their offsets."""
    if not _HUNK.search(text) or _DIFF_FILE.search(text):
        return []
    return [(row[1:].strip(), start) for hunk in _HUNK.finditer(text) for row, start, _ in _hunk_rows(text, hunk)
            if row.startswith("+") and len(row[1:].strip()) >= MIN_REMOVED]
