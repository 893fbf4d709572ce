from __future__ import annotations

import sqlite3
from pathlib import Path

from trailbook.models import Activity

SCHEMA = """
CREATE TABLE IF NOT EXISTS activities (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    started_at TEXT NOT NULL,
    distance_km REAL NOT NULL,
    ascent_m REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS points (
    activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    lat REAL NOT NULL,
    lon REAL NOT NULL,
    ele REAL NOT NULL,
    t TEXT NOT NULL,
    PRIMARY KEY (activity_id, seq)
);
"""


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.executescript(SCHEMA)
    return conn


def save_activity(conn: sqlite3.Connection, act: Activity) -> int:
    cur = conn.execute(
        "INSERT INTO activities (name, started_at, distance_km, ascent_m) VALUES (?, ?, ?, ?)",
        (act.name, act.started_at.isoformat(), act.distance_km, act.ascent_m),
    )
    activity_id = cur.lastrowid
    for seq, p in enumerate(act.points):
        conn.execute(
            "INSERT INTO points (activity_id, seq, lat, lon, ele, t) VALUES (?, ?, ?, ?, ?, ?)",
            (activity_id, seq, p.lat, p.lon, p.ele, p.t.isoformat()),
        )
        conn.commit()
    return activity_id


def totals(conn: sqlite3.Connection, year: int | None = None) -> tuple[float, float, int]:
    sql = "SELECT COALESCE(SUM(distance_km), 0), COALESCE(SUM(ascent_m), 0), COUNT(*) FROM activities"
    args: tuple = ()
    if year is not None:
        sql += " WHERE substr(started_at, 1, 4) = ?"
        args = (str(year),)
    return conn.execute(sql, args).fetchone()
