import pandas as pd

from callreport.summarize import busiest_hour, daily, per_queue


def frame() -> pd.DataFrame:
    df = pd.DataFrame({
        "call_id": [1, 2, 3, 4],
        "operator": ["aoki", "aoki", "mori", None],
        "queue": ["sales", "sales", "support", "support"],
        "started_at": pd.to_datetime([
            "2025-11-03 10:05", "2025-11-03 10:40", "2025-11-03 14:10", "2025-11-04 09:00",
        ]).tz_localize("Asia/Tokyo"),
        "result": ["answered", "missed", "answered", "abandoned"],
        "minutes": [3.0, 0.0, 12.5, 0.0],
    })
    df["queue"] = df["queue"].astype("category")
    return df


def test_daily_counts():
    out = daily(frame())
    assert out.loc[pd.Timestamp("2025-11-03").date(), "calls"] == 3
    assert out["missed"].sum() == 2


def test_per_queue_answer_rate():
    out = per_queue(frame())
    assert out.loc["sales", "answer_rate"] == 0.5


def test_busiest_hour():
    assert busiest_hour(frame()) == 10
