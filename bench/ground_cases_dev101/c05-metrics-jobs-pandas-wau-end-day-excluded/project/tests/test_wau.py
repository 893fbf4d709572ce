from datetime import date

import pandas as pd

from jobs.wau import TZ, active_between, order_share, unique_users, wau

MON = date(2025, 3, 3)


def frame(rows):
    df = pd.DataFrame(rows, columns=["user_id", "event", "ts", "platform"])
    df["ts"] = pd.to_datetime(df["ts"]).dt.tz_localize(TZ)
    return df


def test_counts_distinct_users_once():
    ev = frame([
        ("u1", "app_open", "2025-03-03 09:00", "ios"),
        ("u1", "page_view", "2025-03-04 10:00", "ios"),
        ("u2", "search", "2025-03-05 11:00", "android"),
    ])
    assert wau(ev, MON) == 2


def test_ignores_non_activity_events():
    ev = frame([
        ("u1", "push_received", "2025-03-04 09:00", "ios"),
        ("u2", "app_open", "2025-03-04 09:00", "ios"),
    ])
    assert unique_users(active_between(ev, MON, date(2025, 3, 9))) == 1


def test_previous_week_is_not_counted():
    ev = frame([
        ("u1", "app_open", "2025-03-02 23:59", "ios"),
        ("u2", "app_open", "2025-03-03 00:00", "ios"),
    ])
    assert wau(ev, MON) == 1


def test_order_share():
    ev = frame([
        ("u1", "app_open", "2025-03-03 09:00", "ios"),
        ("u1", "order_submit", "2025-03-03 09:05", "ios"),
        ("u2", "app_open", "2025-03-04 09:00", "web"),
    ])
    assert order_share(ev, MON) == 0.5
