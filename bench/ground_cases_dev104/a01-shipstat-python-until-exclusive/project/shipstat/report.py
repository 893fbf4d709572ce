from __future__ import annotations

from collections import defaultdict
from datetime import date

from shipstat.load import Shipment


def in_range(shipment: Shipment, since: date | None, until: date | None) -> bool:
    day = shipment.shipped_at.date()
    if since is not None and day < since:
        return False
    if until is not None and day >= until:
        return False
    return True


def by_carrier(rows: list[Shipment]) -> dict[str, dict[str, float]]:
    totals: dict[str, dict[str, float]] = defaultdict(lambda: {"parcels": 0, "weight_kg": 0.0})
    for row in rows:
        totals[row.carrier]["parcels"] += row.parcels
        totals[row.carrier]["weight_kg"] += row.weight_kg
    return dict(totals)


def weekly_totals(rows: list[Shipment]) -> dict[str, int]:
    weeks: dict[str, int] = defaultdict(int)
    for row in rows:
        week = row.shipped_at.isocalendar().week
        weeks[f"{row.shipped_at.year}-W{week:02d}"] += row.parcels
    return dict(sorted(weeks.items()))


def summarize(rows: list[Shipment], since: date | None = None, until: date | None = None) -> dict:
    picked = [r for r in rows if in_range(r, since, until)]
    return {
        "shipments": len(picked),
        "parcels": sum(r.parcels for r in picked),
        "carriers": by_carrier(picked),
        "weeks": weekly_totals(picked),
    }
