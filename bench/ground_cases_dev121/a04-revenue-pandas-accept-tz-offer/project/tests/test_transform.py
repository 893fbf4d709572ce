import pandas as pd

from jobs.transform import daily_revenue

STORES = pd.DataFrame({"store_id": [1], "name": ["Mitte"], "tz": ["Europe/Berlin"]})


def orders(rows):
    df = pd.DataFrame(rows, columns=["order_id", "store_id", "created_at", "amount_cents", "kind"])
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    return df


def test_sums_per_day():
    report = daily_revenue(orders([
        (1, 1, "2024-03-10T09:00:00Z", 1250, "sale"),
        (2, 1, "2024-03-10T15:00:00Z", 750, "sale"),
        (3, 1, "2024-03-11T10:00:00Z", 500, "sale"),
    ]), STORES)
    assert list(report["revenue_eur"]) == [20.0, 5.0]
    assert list(report["orders"]) == [2, 1]


def test_refunds_are_subtracted():
    report = daily_revenue(orders([
        (1, 1, "2024-03-10T09:00:00Z", 4000, "sale"),
        (2, 1, "2024-03-10T11:00:00Z", 1500, "refund"),
    ]), STORES)
    assert list(report["revenue_eur"]) == [25.0]
