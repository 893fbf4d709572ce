import pandas as pd

from etl.daily_revenue import clean, enrich, summarize


def orders(rows):
    df = pd.DataFrame(rows, columns=["order_id", "customer_id", "amount", "status", "paid_at"])
    df["paid_at"] = pd.to_datetime(df["paid_at"])
    return df


def test_clean_drops_refunded_and_zero():
    df = orders([
        (1, 10, 20.0, "paid", "2025-11-02 10:00"),
        (2, 10, 30.0, "refunded", "2025-11-02 11:00"),
        (3, 11, 0.0, "paid", "2025-11-02 12:00"),
    ])
    assert list(clean(df)["order_id"]) == [1]


def test_enrich_unknown_region():
    df = orders([(1, 99, 20.0, "paid", "2025-11-02 10:00")])
    customers = pd.DataFrame({"customer_id": [10], "region": ["east"], "tier": ["gold"]})
    assert enrich(df, customers)["region"].tolist() == ["unknown"]


def test_summarize_groups_by_day_and_region():
    df = orders([
        (1, 10, 20.0, "paid", "2025-11-02 10:00"),
        (2, 11, 5.5, "paid", "2025-11-02 11:00"),
    ]).assign(region=["east", "east"])
    out = summarize(df)
    assert out["revenue"].tolist() == [25.5]
    assert out["orders"].tolist() == [2]
