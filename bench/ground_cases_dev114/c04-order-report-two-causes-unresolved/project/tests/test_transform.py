import pandas as pd

from jobs.transform import summarize


def _frame(rows):
    return pd.DataFrame(rows, columns=["order_id", "created_at", "status", "channel", "amount_cents", "user_id"])


def test_summarize_counts_and_gmv():
    frame = _frame([
        (1, "2025-11-03 10:00", "paid", "app", 1990, 7),
        (2, "2025-11-03 11:00", "paid", "web", 5000, 8),
        (3, "2025-11-03 12:00", "paid", "app", 1010, 7),
    ])
    summary = summarize(frame)
    assert summary["orders"] == 3
    assert summary["gmv_yuan"] == 80.0
    assert summary["buyers"] == 2
    assert summary["by_channel"] == {"app": 2, "web": 1, "miniprogram": 0}


def test_empty_frame():
    summary = summarize(_frame([]))
    assert summary["orders"] == 0
    assert summary["gmv_yuan"] == 0
    assert summary["buyers"] == 0
    assert summary["by_channel"] == {"app": 0, "web": 0, "miniprogram": 0}


def test_zero_amount_rows_are_dropped():
    frame = _frame([(1, "2025-11-03 10:00", "paid", "app", 0, 7)])
    assert summarize(frame)["orders"] == 0
