import pandas as pd

from sales.transform import clean, monthly_sales, normalize_store, with_store_names


def frame(rows):
    return pd.DataFrame(rows, columns=["date", "store", "sku", "quantity", "unit_price"])


def test_normalize_store_variants():
    assert normalize_store("tk01") == "TK01"
    assert normalize_store("TK-01") == "TK01"


def test_clean_computes_amount():
    out = clean(frame([["2026-02-03", "TK01", "A1", 2, 500]]))
    assert out.loc[0, "amount"] == 1000


def test_monthly_sales_sums_per_store():
    df = clean(frame([
        ["2026-02-03", "TK01", "A1", 2, 500],
        ["2026-02-20", "tk-01", "A2", 1, 300],
        ["2026-02-21", "OS01", "A1", 1, 500],
    ]))
    out = monthly_sales(df)
    assert out.set_index("store").loc["TK01", "sales"] == 1300


def test_returns_are_not_sales():
    df = clean(frame([
        ["2026-02-03", "TK01", "A1", 3, 500],
        ["2026-02-10", "TK01", "A1", -1, 500],
    ]))
    row = monthly_sales(df).iloc[0]
    assert row["sales"] == 1500
    assert row["quantity"] == 3
    assert row["returns"] == 1


def test_unknown_store_name():
    df = pd.DataFrame({"store": ["ZZ99"], "month": ["2026-02"]})
    assert with_store_names(df, {"TK01": "渋谷"}).loc[0, "store_name"] == "(不明)"
