"""1行1 JSON のアクセスログを Entry にする。"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Iterable, Iterator


@dataclass(frozen=True)
class Entry:
    ts: datetime
    method: str
    path: str
    status: int
    latency_ms: float


def parse_line(line: str) -> Entry:
    raw = json.loads(line)
    return Entry(
        ts=datetime.fromisoformat(raw["ts"]),
        method=raw["method"],
        path=raw["path"].split("?", 1)[0],
        status=int(raw["status"]),
        latency_ms=float(raw["latency_ms"]),
    )


def parse_lines(lines: Iterable[str]) -> Iterator[Entry]:
    for line in lines:
        line = line.strip()
        if line:
            yield parse_line(line)
