import pandas as pd

from etl.transform import add_tax, drop_returns, monthly, top_skus


def frame():
    return pd.DataFrame({
        "store": ["001", "001", "002"],
        "sold_on": pd.to_datetime(["2025-10-01", "2025-10-15", "2025-10-20"]),
        "sku": ["A", "B", "A"],
        "qty": [1, -1, 2],
        "amount": [1000, -500, 3000],
    })


def test_add_tax_rounds_to_yen():
    assert add_tax(frame())["amount_taxed"].tolist() == [1100, -550, 3300]


def test_drop_returns():
    assert drop_returns(frame())["sku"].tolist() == ["A", "A"]


def test_monthly_sums_by_store():
    table = monthly(frame())
    assert table["revenue"].tolist() == [500, 3000]


def test_top_skus():
    assert top_skus(frame(), n=1)["sku"].tolist() == ["A"]
