"""Build the daily and weekly digest payloads from the database."""
from datetime import date, datetime, time, timedelta, timezone
from typing import Any

from psycopg import Connection

from reports import queries


def _bounds(day: date, days: int = 1) -> dict[str, datetime]:
    start = datetime.combine(day, time.min, tzinfo=timezone.utc)
    return {"start": start, "end": start + timedelta(days=days)}


def daily_digest(conn: Connection, day: date) -> dict[str, Any]:
    params = _bounds(day)
    with conn.cursor() as cur:
        cur.execute(queries.DAILY_SIGNUPS, params)
        signups = cur.fetchone()[0]
        cur.execute(queries.DAILY_ACTIVATIONS, params)
        activations = cur.fetchone()[0]
    rate = activations / signups if signups else 0.0
    return {"day": day.isoformat(), "signups": signups, "activations": activations, "rate": round(rate, 3)}


def weekly_digest(conn: Connection, week_start: date) -> dict[str, Any]:
    params = _bounds(week_start, days=7)
    with conn.cursor() as cur:
        cur.execute(queries.WEEKLY_SIGNUPS, params)
        signups = dict(cur.fetchall())
        cur.execute(queries.WEEKLY_ACTIVATIONS, params)
        activations = dict(cur.fetchall())
    days = [week_start + timedelta(days=i) for i in range(7)]
    rows = [{"day": d.isoformat(), "signups": signups.get(d, 0), "activations": activations.get(d, 0)} for d in days]
    return {"week_start": week_start.isoformat(), "rows": rows,
            "signups": sum(r["signups"] for r in rows), "activations": sum(r["activations"] for r in rows)}
