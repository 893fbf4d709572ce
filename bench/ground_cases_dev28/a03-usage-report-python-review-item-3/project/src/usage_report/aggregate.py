"""Aggregate raw usage events into per-tenant weekly figures."""
from __future__ import annotations

import csv
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path

import pytz

from usage_report.config import REPORT_TZ


@dataclass
class TenantWeek:
    tenant_id: str
    week_start: date
    events: int = 0
    active_users: set[str] = field(default_factory=set)
    daily: dict[date, int] = field(default_factory=dict)


def daterange(start: date, end: date) -> Iterator[date]:
    """Every day from start to end, both included."""
    if end < start:
        raise ValueError(f"end {end} is before start {start}")
    for offset in range((end - start).days + 1):
        yield start + timedelta(days=offset)


def load_events(path: Path) -> list[dict[str, str]]:
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def local_day(ts: str) -> date:
    """The calendar day of an ISO timestamp in the report timezone."""
    utc = datetime.fromisoformat(ts.replace("Z", "+00:00"))
    return utc.astimezone(pytz.timezone(REPORT_TZ)).date()


def aggregate(rows: Iterable[dict[str, str]], week_start: date) -> dict[str, TenantWeek]:
    """Per-tenant figures for the week that starts on week_start (a Monday)."""
    week_end = week_start + timedelta(days=6)
    days = list(daterange(week_start, week_end))
    out: dict[str, TenantWeek] = {}
    for row in rows:
        day = local_day(row["ts"])
        if day not in days:
            continue
        tenant = row["tenant_id"]
        tw = out.get(tenant)
        if tw is None:
            tw = out[tenant] = TenantWeek(tenant, week_start, daily={d: 0 for d in days})
        tw.events += 1
        tw.daily[day] += 1
        if row.get("user_id"):
            tw.active_users.add(row["user_id"])
    return out


def avg_per_active_user(tw: TenantWeek) -> float:
    """Events per active user, two decimals."""
    return round(tw.events / len(tw.active_users), 2)


def busiest_day(tw: TenantWeek) -> date:
    return max(tw.daily, key=lambda d: (tw.daily[d], d))


def summary_rows(weeks: dict[str, TenantWeek]) -> list[dict[str, object]]:
    """One row per tenant, sorted by event count (highest first)."""
    rows = []
    for tw in sorted(weeks.values(), key=lambda t: -t.events):
        rows.append({
            "tenant": tw.tenant_id,
            "week": tw.week_start.isoformat(),
            "events": tw.events,
            "active_users": len(tw.active_users),
            "avg_per_user": avg_per_active_user(tw),
            "busiest_day": busiest_day(tw).isoformat(),
        })
    return rows
