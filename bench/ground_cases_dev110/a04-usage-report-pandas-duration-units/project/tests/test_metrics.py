import pandas as pd

from report.metrics import by_platform, daily_active_users, sessions


def frame(rows):
    df = pd.DataFrame(rows, columns=["user_id", "session_id", "event", "ts", "duration_ms", "platform"])
    df["ts"] = pd.to_datetime(df["ts"], utc=True)
    return df


ROWS = [
    ("u1", "s1", "open", "2025-05-01T10:00:00Z", 1000, "ios"),
    ("u1", "s1", "view", "2025-05-01T10:01:00Z", 59000, "ios"),
    ("u2", "s2", "open", "2025-05-01T11:00:00Z", 2000, "android"),
    ("u2", "s3", "open", "2025-05-02T09:00:00Z", 4000, "android"),
]


def test_sessions_sum_duration():
    sess = sessions(frame(ROWS)).set_index("session_id")
    assert sess.loc["s1", "duration_ms"] == 60000
    assert len(sess) == 3


def test_daily_active_users():
    dau = daily_active_users(frame(ROWS))
    assert list(dau) == [2, 1]


def test_by_platform_sorted():
    table = by_platform(sessions(frame(ROWS)))
    assert list(table.index) == ["android", "ios"]
