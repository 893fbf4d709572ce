"""Character offsets (what a :class:`~honing.text.spans.Span` holds: Python code points)
to LSP positions and back. LSP counts columns in UTF-16 code units, so a character
outside the Basic Multilingual Plane (an emoji, a rare CJK ideograph) is two columns;
lines end at ``\\n``, ``\\r\\n`` or ``\\r`` (LSP 3.17, "Position")."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True, slots=True)
class Position:
    line: int  # 0-based
    character: int  # 0-based, UTF-16 code units


def _utf16_len(text: str) -> int:
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


class LineIndex:
    """The line starts of one text, for converting in both directions."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts: list[int] = [0, *(m.end() for m in _BREAK.finditer(text))]
        self.ends: list[int] = [m.start() for m in _BREAK.finditer(text)] + [len(text)]

    @property
    def line_count(self) -> int:
        return len(self.starts)

    def position(self, offset: int) -> Position:
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self.starts, offset) - 1
        # an offset inside a \r\n pair belongs to the end of its line
        column_end = min(offset, self.ends[line])
        return Position(line, _utf16_len(self.text[self.starts[line]:column_end]))

    def offset(self, position: Position) -> int:
        """The character offset of ``position``; a column past the line's end is its end,
        a column between the two halves of a surrogate pair is the character's start."""
        if position.line < 0:
            return 0
        if position.line >= self.line_count:
            return len(self.text)
        start, end = self.starts[position.line], self.ends[position.line]
        units = 0
        for i in range(start, end):
            units += 2 if ord(self.text[i]) > 0xFFFF else 1
            if units > position.character:
                return i
        return end

    def line_text(self, line: int) -> str:
        return self.text[self.starts[line]:self.ends[line]]

    def newline(self) -> str:
        """The text's own line break (the first one), ``\\n`` when it has none."""
        m = _BREAK.search(self.text)
        return m.group(0) if m else "\n"
