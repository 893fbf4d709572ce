"""Front matter and positions in the file on disk.

Lines and columns are 1-based. A column counts characters (Unicode code points), so
``é`` and ``猫`` are one column each and an emoji is one: what Python's ``str`` indexes
and what most terminals' ``path:line:col`` consumers expect. SARIF output converts to
UTF-16 code units itself (``honing.render.sarif`` says so in its ``columnKind``)."""

from __future__ import annotations

import bisect
import re

# a `---` line at the very start, then YAML, then a closing `---` (or `...`) line
_FRONT = re.compile(r"\A---[ \t]*\r?\n(?:.*?\r?\n)??(?:---|\.\.\.)[ \t]*(?:\r?\n|\Z)", re.S)


def split_front_matter(text: str) -> tuple[int, str]:
    """``(offset, body)``: the body is ``text[offset:]``, after a leading ``---`` front
    matter block (``.mdc``, ``.prompt.md``, ``.prompty``, Claude Code commands and agents).
    A text without a closed block is all body (offset 0)."""
    m = _FRONT.match(text)
    if m is None:
        return 0, text
    return m.end(), text[m.end():]


class Lines:
    """Offsets of line starts in one text, for many :meth:`position` look-ups."""

    def __init__(self, text: str) -> None:
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def position(self, offset: int) -> tuple[int, int]:
        i = bisect.bisect_right(self.starts, offset) - 1
        return i + 1, offset - self.starts[i] + 1

    def line_start(self, line: int) -> int:
        return self.starts[line - 1]


def position(text: str, offset: int) -> tuple[int, int]:
    """The 1-based ``(line, column)`` of character ``offset`` in ``text``; columns count
    characters. An offset at the end of the text is the position after its last character."""
    if not 0 <= offset <= len(text):
        raise ValueError(f"offset {offset} is outside the text (0-{len(text)})")
    return Lines(text).position(offset)
