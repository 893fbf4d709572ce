"""A timestamp found in a line, with where it was."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from logtime.parser import ISO_RE, find_timestamp
from logtime.tz import format_utc


@dataclass(frozen=True)
class Stamp:
    line: str
    value: datetime
    start: int
    end: int

    @classmethod
    def find(cls, line: str) -> Stamp | None:
        value = find_timestamp(line)
        if value is None:
            return None
        m = ISO_RE.search(line)
        start, end = (m.start(), m.end()) if m else (0, 0)
        return cls(line, value, start, end)

    def rewritten(self) -> str:
        """The line with its ISO timestamp replaced by the UTC form."""
        if self.end == 0:
            return self.line
        return self.line[: self.start] + format_utc(self.value) + self.line[self.end :]

    def shifted(self, seconds: float) -> Stamp:
        from datetime import timedelta
        return Stamp(self.line, self.value + timedelta(seconds=seconds), self.start, self.end)
