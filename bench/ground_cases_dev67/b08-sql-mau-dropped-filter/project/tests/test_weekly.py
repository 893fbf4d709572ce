from datetime import date

from reports import queries
from reports.weekly import build


def test_mau_counts_distinct_users(conn):
    n = conn.execute(queries.MAU, {"start": "2026-03-01", "end": "2026-03-08"}).fetchone()[0]
    assert n == 2


def test_mau_excludes_deleted_users(conn):
    conn.execute("INSERT INTO events (user_id, name, occurred_at) VALUES (4, 'open', '2026-03-06')")
    n = conn.execute(queries.MAU, {"start": "2026-03-01", "end": "2026-03-08"}).fetchone()[0]
    assert n == 2


def test_paying(conn):
    w = build(conn, date(2026, 3, 2))
    assert w.paying == 1


def test_new_users(conn):
    w = build(conn, date(2026, 3, 2))
    assert w.new_users == 1


def test_top_features(conn):
    rows = conn.execute(queries.TOP_FEATURES, {"start": "2026-03-01", "end": "2026-03-08"}).fetchall()
    assert rows[0] == ("open", 3)
