import csv
import datetime as dt
from dataclasses import dataclass


@dataclass
class Shift:
    staff: str
    store: str
    starts_at: dt.datetime
    ends_at: dt.datetime
    reminded: bool = False


def parse_time(value: str) -> dt.datetime:
    """Times in the roster CSV are local (Asia/Shanghai) without an offset."""
    parsed = dt.datetime.fromisoformat(value)
    if parsed.tzinfo is not None:
        parsed = parsed.astimezone(dt.UTC).replace(tzinfo=None)
    return parsed


def load_shifts(path: str) -> list[Shift]:
    with open(path, newline="", encoding="utf-8") as f:
        return [
            Shift(
                staff=row["staff"],
                store=row["store"],
                starts_at=parse_time(row["starts_at"]),
                ends_at=parse_time(row["ends_at"]),
            )
            for row in csv.DictReader(f)
        ]
