import pandas as pd

from etl.dedupe import drop_retry_duplicates, summarize


def frame(rows):
    return pd.DataFrame(rows, columns=["order_id", "customer_id", "amount", "ordered_date", "created_at"])


def test_drops_webhook_retry_duplicate():
    df = frame([
        (1, 10, 3000, "2025-12-01", "2025-12-01T10:00:00Z"),
        (2, 10, 3000, "2025-12-01", "2025-12-01T10:00:04Z"),
    ])
    assert list(drop_retry_duplicates(df)["order_id"]) == [1]


def test_keeps_different_customers():
    df = frame([
        (1, 10, 3000, "2025-12-01", "2025-12-01T10:00:00Z"),
        (2, 11, 3000, "2025-12-01", "2025-12-01T10:00:04Z"),
    ])
    assert len(drop_retry_duplicates(df)) == 2


def test_summarize():
    df = frame([
        (1, 10, 3000, "2025-12-01", "2025-12-01T10:00:00Z"),
        (2, 11, 1500, "2025-12-01", "2025-12-01T11:00:00Z"),
    ])
    assert summarize(df) == {"orders": 2, "customers": 2, "amount": 4500}
