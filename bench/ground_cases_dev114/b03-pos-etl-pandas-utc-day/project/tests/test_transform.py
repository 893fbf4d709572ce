import pandas as pd

from etl.transform import add_amounts, daily_sales


def lines(*rows):
    return pd.DataFrame(
        rows, columns=["receipt_id", "store_code", "sku", "qty", "unit_price", "sold_at"]
    ).assign(sold_at=lambda d: pd.to_datetime(d["sold_at"], utc=True))


def test_amounts():
    df = add_amounts(lines(("r1", "S01", "A", 3, 120, "2026-11-18T03:00:00Z")))
    assert df.loc[0, "amount"] == 360
    assert df.loc[0, "tax"] == 36


def test_daily_nets_returns():
    df = daily_sales(lines(
        ("r1", "S01", "A", 2, 500, "2026-11-18T03:00:00Z"),
        ("r2", "S01", "A", -1, 500, "2026-11-18T05:00:00Z"),
    ))
    assert df.loc[0, "amount"] == 500
    assert df.loc[0, "receipts"] == 2


def test_daily_one_row_per_store():
    df = daily_sales(lines(
        ("r1", "S01", "A", 1, 100, "2026-11-18T03:00:00Z"),
        ("r2", "S02", "A", 1, 100, "2026-11-18T03:00:00Z"),
    ))
    assert list(df["store_code"]) == ["S01", "S02"]
