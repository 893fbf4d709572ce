from collections import Counter
from collections.abc import Iterable

from logslice.filters import normalize_level
from logslice.timeparse import parse_ts


def summarize(records: Iterable[dict]) -> dict:
    levels: Counter[str] = Counter()
    minutes: Counter[str] = Counter()
    total = 0
    for rec in records:
        total += 1
        levels[normalize_level(rec.get("level")) or "?"] += 1
        ts = parse_ts(rec.get("ts"))
        if ts is not None:
            minutes[ts.strftime("%Y-%m-%d %H:%M")] += 1
    busiest = minutes.most_common(1)[0] if minutes else None
    return {"total": total, "levels": dict(levels), "busiest_minute": busiest}
