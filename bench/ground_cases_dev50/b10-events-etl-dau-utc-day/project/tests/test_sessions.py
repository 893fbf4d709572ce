from datetime import datetime, timezone

import polars as pl

from etl.sessions import daily_active, sessionize


def ts(*args):
    return datetime(*args, tzinfo=timezone.utc)


def events(rows):
    return pl.DataFrame(rows, schema={"user_id": pl.Int64, "ts": pl.Datetime("us", "UTC")}, orient="row")


def users(rows):
    return pl.DataFrame(rows, schema={"user_id": pl.Int64, "plan": pl.Utf8, "valid_from": pl.Datetime("us", "UTC")},
                        orient="row")


def test_dau_counts_users_once_per_day():
    ev = events([(1, ts(2025, 10, 1, 3)), (1, ts(2025, 10, 1, 4)), (2, ts(2025, 10, 1, 5))])
    us = users([(1, "pro", ts(2025, 1, 1)), (2, "free", ts(2025, 1, 1))])
    out = daily_active(ev, us)
    assert out["active_users"].sum() == 2
    assert out["events"].sum() == 3


def test_new_session_after_gap():
    ev = events([(1, ts(2025, 10, 1, 3, 0)), (1, ts(2025, 10, 1, 3, 20)), (1, ts(2025, 10, 1, 4, 0))])
    assert sessionize(ev)["session_no"].to_list() == [1, 1, 2]
