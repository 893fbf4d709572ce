import pandas as pd

from sales import aggregate


def make(rows):
    df = pd.DataFrame(rows, columns=["order_id", "store", "ordered_at", "amount"])
    df["ordered_at"] = pd.to_datetime(df["ordered_at"])
    return df


def test_daily_totals_groups_by_date_and_store():
    df = make([
        (1, "S01", "2024-03-01 10:00:00", 1000),
        (2, "S01", "2024-03-01 18:30:00", 500),
        (3, "S02", "2024-03-01 11:00:00", 700),
        (4, "S01", "2024-03-02 09:00:00", 300),
    ])
    out = aggregate.daily_totals(df)
    assert out["sales"].tolist() == [1500, 700, 300]
    assert out["count"].tolist() == [2, 1, 1]


def test_weekly_totals_starts_on_monday():
    df = make([
        (1, "S01", "2024-03-03 10:00:00", 100),  # 日曜 → 2/26 の週
        (2, "S01", "2024-03-04 10:00:00", 200),  # 月曜 → 3/4 の週
    ])
    out = aggregate.weekly_totals(df)
    assert [str(w) for w in out["week"]] == ["2024-02-26", "2024-03-04"]


def test_store_ranking_orders_by_sales():
    df = make([
        (1, "S01", "2024-03-01 10:00:00", 100),
        (2, "S02", "2024-03-01 10:00:00", 900),
    ])
    out = aggregate.store_ranking(df)
    assert out["store"].tolist() == ["S02", "S01"]
    assert out["rank"].tolist() == [1, 2]
