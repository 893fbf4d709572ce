from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime

LINE_RE = re.compile(
    r"^(?P<time>\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2})(?:[.,]\d+)?\s+"
    r"(?P<level>DEBUG|INFO|WARN(?:ING)?|ERROR)\s+(?P<message>.*)$"
)


@dataclass
class Record:
    time: datetime
    level: str
    message: str
    source: str

    def as_dict(self) -> dict:
        return {"time": self.time.isoformat(), "level": self.level, "message": self.message,
                "source": self.source}


def parse_line(line: str, source: str) -> Record | None:
    m = LINE_RE.match(line.rstrip("\r\n"))
    if not m:
        return None
    level = m.group("level").lower()
    if level == "warning":
        level = "warn"
    when = datetime.fromisoformat(m.group("time").replace(" ", "T"))
    return Record(when, level, m.group("message"), source)


def _lines(path: str) -> Iterator[str]:
    if path == "-":
        stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
        yield from stdin
        return
    with open(path, encoding="utf-8", errors="replace") as fh:
        yield from fh


def iter_records(paths: Iterable[str]) -> Iterator[Record]:
    for path in paths:
        for line in _lines(path):
            rec = parse_line(line, path)
            if rec is not None:
                yield rec
