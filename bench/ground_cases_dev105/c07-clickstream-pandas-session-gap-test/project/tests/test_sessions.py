import pandas as pd

from report.sessions import session_table, split_sessions


def _events(rows):
    df = pd.DataFrame(rows, columns=["user_id", "page", "ts"])
    df["ts"] = pd.to_datetime(df["ts"], utc=True)
    return df


def test_new_user_starts_new_session():
    ev = _events([("u1", "/", "2025-11-01 10:00"), ("u2", "/", "2025-11-01 10:01")])
    assert split_sessions(ev)["session_id"].tolist() == [1, 2]


def test_session_gap():
    # exactly 30 minutes idle is still the same session; 31 is a new one
    ev = _events([
        ("u1", "/", "2025-11-01 10:00"),
        ("u1", "/a", "2025-11-01 10:30"),
        ("u1", "/b", "2025-11-01 11:01"),
    ])
    assert split_sessions(ev)["session_id"].tolist() == [1, 1, 2]


def test_session_table_counts_pages():
    ev = _events([("u1", "/", "2025-11-01 10:00"), ("u1", "/a", "2025-11-01 10:05")])
    table = session_table(split_sessions(ev))
    assert table.loc[0, "pages"] == 2
