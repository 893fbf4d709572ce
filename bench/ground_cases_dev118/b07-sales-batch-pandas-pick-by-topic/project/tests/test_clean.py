import pandas as pd

from jobs.clean import clean_orders, daily_totals


def frame(rows):
    return pd.DataFrame(rows, columns=["order_id", "store_id", "ordered_at", "amount", "coupon_code"])


def test_amount_is_numeric():
    df = clean_orders(frame([["1", "S1", "2025-11-10 10:00", "1200", "x"]]))
    assert df["amount"].iloc[0] == 1200


def test_totals_per_store():
    df = clean_orders(frame([
        ["1", "S1", "2025-11-10 10:00", "1000", "a"],
        ["2", "S1", "2025-11-10 11:00", "500", "b"],
        ["3", "S2", "2025-11-10 12:00", "700", "c"],
    ]))
    totals = daily_totals(df)
    assert totals["sales"].tolist() == [1500, 700]
