"""A tiny in-memory warehouse for the tests."""
from __future__ import annotations

from datetime import datetime, timedelta

import duckdb

SIGNUPS = {
    # user_id: signup time (cohort week of 2025-01-06 for 1-3, 2025-01-13 for 4-5)
    1: datetime(2025, 1, 6, 9, 0),
    2: datetime(2025, 1, 7, 22, 30),
    3: datetime(2025, 1, 9, 12, 0),
    4: datetime(2025, 1, 13, 8, 15),
    5: datetime(2025, 1, 15, 19, 45),
}

# (user_id, days after signup, platform)
VISITS = [
    (1, 0, "ios"), (1, 1, "ios"), (1, 7, "web"),
    (2, 0, "android"), (2, 14, "android"),
    (3, 0, "web"), (3, 7, "web"), (3, 7, "ios"),
    (4, 0, "ios"), (4, 7, "ios"),
    (5, 0, "Web"),
]


def warehouse() -> duckdb.DuckDBPyConnection:
    con = duckdb.connect(":memory:")
    con.execute("CREATE TABLE users (user_id INTEGER, signed_up_at TIMESTAMP)")
    con.execute("CREATE TABLE events (user_id INTEGER, occurred_at TIMESTAMP, name VARCHAR, platform VARCHAR)")
    con.executemany("INSERT INTO users VALUES (?, ?)", list(SIGNUPS.items()))
    rows = [(uid, ts, "signup", "web") for uid, ts in SIGNUPS.items()]
    rows += [(uid, SIGNUPS[uid] + timedelta(days=d, hours=1), "open", p) for uid, d, p in VISITS]
    con.executemany("INSERT INTO events VALUES (?, ?, ?, ?)", rows)
    return con
