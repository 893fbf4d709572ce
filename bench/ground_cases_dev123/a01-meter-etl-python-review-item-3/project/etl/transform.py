"""Turn raw 15-minute meter readings into daily kWh totals."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

LOCAL_TZ = ZoneInfo("Europe/Berlin")
INTERVAL = timedelta(minutes=15)
UNIT_FACTORS = {"Wh": 0.001, "kWh": 1.0, "MWh": 1000.0}


def local_day(ts: datetime) -> date:
    """The calendar day of a UTC timestamp in the meters' local time (what the vendor portal shows)."""
    return ts.astimezone(LOCAL_TZ).date()


@dataclass(frozen=True)
class Reading:
    meter_id: str
    ts: datetime  # start of the interval, UTC
    value: float  # energy in the interval, in `unit`
    unit: str = "kWh"
    received_at: datetime | None = None


def to_kwh(reading: Reading) -> float:
    try:
        return reading.value * UNIT_FACTORS[reading.unit]
    except KeyError:
        raise ValueError(f"unknown unit {reading.unit!r} for meter {reading.meter_id}") from None


def dedupe(readings: list[Reading]) -> list[Reading]:
    """One reading per (meter, interval). Vendors resend corrected values later."""
    seen: dict[tuple[str, datetime], Reading] = {}
    for r in sorted(readings, key=lambda r: (r.meter_id, r.ts)):
        key = (r.meter_id, r.ts)
        if key not in seen:
            seen[key] = r
    return list(seen.values())


def fill_gaps(readings: list[Reading]) -> list[Reading]:
    """Linear interpolation over missing intervals of one meter (sorted by ts)."""
    out: list[Reading] = []
    for prev, nxt in zip(readings, readings[1:]):
        out.append(prev)
        missing = int((nxt.ts - prev.ts) / INTERVAL) - 1
        for k in range(1, missing):
            frac = k / (missing + 1)
            value = prev.value + (nxt.value - prev.value) * frac
            out.append(Reading(prev.meter_id, prev.ts + k * INTERVAL, value, prev.unit))
    if readings:
        out.append(readings[-1])
    return out


def daily_totals(readings: list[Reading]) -> dict[tuple[str, date], float]:
    by_meter: dict[str, list[Reading]] = defaultdict(list)
    for r in dedupe(readings):
        by_meter[r.meter_id].append(r)
    totals: dict[tuple[str, date], float] = defaultdict(float)
    for meter, rows in by_meter.items():
        for r in fill_gaps(rows):
            day = local_day(r.ts)
            totals[(meter, day)] += to_kwh(r)
    return dict(totals)
