"""Parsing the gauge's plain-text feed: one reading a line, 'STATION  ISO-TIME  LEVEL'."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

LINE = re.compile(r"^(?P<station>[A-Z0-9]{4,8})\s+(?P<time>\S+)\s+(?P<level>-?\d+(?:\.\d+)?)$")


@dataclass(frozen=True)
class Reading:
    station: str
    time: datetime
    level_m: float

    def in_units(self, units: str) -> float:
        return self.level_m if units == "m" else self.level_m * 3.28084


def parse_line(line: str) -> Reading:
    m = LINE.match(line.strip())
    if m is None:
        raise ValueError(f"not a reading: {line!r}")
    return Reading(
        station=m.group("station"),
        time=datetime.fromisoformat(m.group("time")),
        level_m=float(m.group("level")),
    )


def parse_feed(text: str) -> list[Reading]:
    """All readings in a feed; comment lines (#) and blank lines are skipped."""
    readings = []
    for raw in text.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        readings.append(parse_line(raw))
    return readings
