import pandas as pd

from sync.transform import clean_orders, monthly_totals

ROWS = [
    ["A-001", "2025/10/01", "SBY", "TEA-01", "2", "1,200", "佐藤", ""],
    ["A-002", "2025/10/02", "SBY", "TEA-02", "1", "¥980", "佐藤", ""],
    ["A-003", "2025/10/15", "UMD", "TEA-01", "3", "1200", "田村", "再送"],
    ["", "", "", "", "", "", "", ""],
]
COLS = ["order_id", "order_date", "store", "sku", "qty", "unit_price", "agent", "memo"]


def test_clean_orders_parses_numbers_and_dates():
    df = clean_orders(pd.DataFrame(ROWS, columns=COLS))
    assert list(df["order_id"]) == ["A-001", "A-002", "A-003"]
    assert list(df["unit_price"]) == [1200, 980, 1200]
    assert df["order_date"].dt.day.tolist() == [1, 2, 15]


def test_monthly_totals_groups_by_store():
    df = clean_orders(pd.DataFrame(ROWS, columns=COLS))
    out = monthly_totals(df)
    assert out.loc[out["store"] == "SBY", "amount"].item() == 2 * 1200 + 980
    assert out.loc[out["store"] == "UMD", "amount"].item() == 3600
