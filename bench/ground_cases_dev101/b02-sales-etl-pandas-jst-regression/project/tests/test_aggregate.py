from datetime import date

import pandas as pd

from etl.aggregate import daily_totals, share_by_store, store_ranking


def orders(*rows):
    df = pd.DataFrame(rows, columns=["order_id", "store_id", "ordered_at", "amount", "discount", "status"])
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], utc=True)
    return df


def test_daily_totals_sums_net_per_store():
    df = orders(
        ("1", "S01", "2025-03-01T03:00:00Z", 1000, 100, "paid"),
        ("2", "S01", "2025-03-01T04:00:00Z", 500, 0, "shipped"),
        ("3", "S02", "2025-03-01T05:00:00Z", 800, 0, "paid"),
    )
    out = daily_totals(df)
    assert out.to_dict("records") == [
        {"date": date(2025, 3, 1), "store_id": "S01", "orders": 2, "net": 1400},
        {"date": date(2025, 3, 1), "store_id": "S02", "orders": 1, "net": 800},
    ]


def test_daily_totals_skips_cancelled_and_refunded():
    df = orders(
        ("1", "S01", "2025-03-01T03:00:00Z", 1000, 0, "cancelled"),
        ("2", "S01", "2025-03-01T03:30:00Z", 700, 0, "refunded"),
        ("3", "S01", "2025-03-01T04:00:00Z", 300, 0, "paid"),
    )
    assert daily_totals(df)["net"].tolist() == [300]


def test_ranking_orders_by_net():
    daily = pd.DataFrame({"store_id": ["S01", "S02", "S03"], "net": [100, 300, 200], "date": [date(2025, 3, 1)] * 3})
    assert store_ranking(daily)["store_id"].tolist() == ["S02", "S03", "S01"]


def test_share_sums_to_one():
    daily = pd.DataFrame({"store_id": ["S01", "S02"], "net": [250, 750]})
    assert share_by_store(daily).to_dict() == {"S01": 0.25, "S02": 0.75}
