import pandas as pd

from jobs.metrics import drop_bounces, summarize, totals_row


def frame(rows):
    return pd.DataFrame(rows, columns=["session_id", "user_id", "platform", "duration_ms", "screen_count"]).astype(
        {"platform": "category"})


def test_drop_bounces_keeps_long_sessions():
    df = frame([("s1", "u1", "ios", 2000, 1), ("s2", "u1", "ios", 8000, 3)])
    assert list(drop_bounces(df, 3)["session_id"]) == ["s2"]


def test_summarize_counts_sessions_and_users():
    df = frame([("s1", "u1", "ios", 60000, 2), ("s2", "u2", "ios", 120000, 4), ("s3", "u3", "android", 30000, 1)])
    out = summarize(df).set_index("platform")
    assert out.loc["ios", "sessions"] == 2
    assert out.loc["ios", "users"] == 2
    assert out.loc["android", "avg_screens"] == 1.0


def test_summarize_has_p90():
    df = frame([(f"s{i}", f"u{i}", "ios", 60000 * i, 1) for i in range(1, 11)])
    out = summarize(df).set_index("platform")
    assert "p90_session_min" in out.columns


def test_totals_row_appended():
    df = frame([("s1", "u1", "ios", 60000, 2), ("s2", "u2", "android", 60000, 2)])
    out = totals_row(summarize(df))
    assert out.iloc[-1]["platform"] == "ALL"
    assert out.iloc[-1]["sessions"] == 2
