from datetime import date, datetime

import duckdb
import pytest

from funnel.run import funnel, week_bounds

CFG = {"sessions": {"gap_minutes": 30}, "funnel": {"purchase_events": ["purchase"]}}


@pytest.fixture
def con():
    con = duckdb.connect()
    con.execute("CREATE TABLE events (user_id VARCHAR, event_name VARCHAR, event_ts TIMESTAMP)")
    rows = [
        ("u1", "product_view", datetime(2025, 10, 20, 9, 0)),
        ("u1", "add_to_cart", datetime(2025, 10, 20, 9, 4)),
        ("u1", "checkout_start", datetime(2025, 10, 20, 9, 7)),
        ("u1", "purchase", datetime(2025, 10, 20, 9, 10)),
        ("u2", "product_view", datetime(2025, 10, 21, 20, 0)),
        ("u2", "product_view", datetime(2025, 10, 21, 23, 30)),
        ("u3", "product_view", datetime(2025, 10, 28, 8, 0)),
    ]
    con.executemany("INSERT INTO events VALUES (?, ?, ?)", rows)
    yield con
    con.close()


def test_week_bounds_start_on_monday():
    assert week_bounds(date(2025, 10, 23)) == (date(2025, 10, 20), date(2025, 10, 27))


def test_funnel_counts_sessions(con):
    out = funnel(con, date(2025, 10, 20), date(2025, 10, 27), CFG)
    assert out["sessions"] == 3
    assert out["purchased"] == 1
    assert out["conversion"] == pytest.approx(1 / 3)


def test_funnel_ignores_other_weeks(con):
    out = funnel(con, date(2025, 10, 27), date(2025, 11, 3), CFG)
    assert out["sessions"] == 1
    assert out["purchased"] == 0
