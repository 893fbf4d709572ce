import pandas as pd

from etl.transform import by_store, clean, summarize


def frame(rows):
    return pd.DataFrame(rows, columns=["store", "sku", "units", "unit_price", "unit_cost"])


def test_clean_drops_negative_units_and_computes_revenue():
    df = clean(frame([["A", "1", 2, 10.0, 6.0], ["A", "2", -1, 10.0, 6.0]]))
    assert list(df["revenue"]) == [20.0]
    assert list(df["cost"]) == [12.0]


def test_by_store_sorts_by_revenue():
    df = clean(frame([["A", "1", 1, 5.0, 3.0], ["B", "1", 3, 5.0, 3.0]]))
    assert list(by_store(df)["store"]) == ["B", "A"]


def test_avg_price_is_rounded():
    rows = summarize(by_store(clean(frame([["C", "9", 3, 3.333, 2.0]]))))
    assert rows[0].avg_price == 3.33
