from datetime import date

import pandas as pd

from etl.transform import daily_by_store, month_key

STORES = pd.DataFrame({"store_code": ["001", "002"], "store_name": ["渋谷", "新宿"], "region": ["東京", "東京"]})


def sales(rows):
    return pd.DataFrame(rows, columns=["sold_at", "store_code", "sku", "qty", "unit_price"]).assign(
        sold_at=lambda d: pd.to_datetime(d["sold_at"])
    )


def test_daily_sums_per_store():
    df = sales([
        ("2025-11-01 10:00", "001", "A", 2, 100),
        ("2025-11-01 11:00", "001", "B", 1, 300),
        ("2025-11-01 12:00", "002", "A", 1, 100),
    ])
    out = daily_by_store(df, STORES)
    assert list(out["amount"]) == [500, 100]
    assert out.loc[0, "day"] == date(2025, 11, 1)


def test_store_names_joined():
    df = sales([("2025-11-01 10:00", "002", "A", 1, 100)])
    out = daily_by_store(df, STORES)
    assert out.loc[0, "store_name"] == "新宿"


def test_month_key():
    assert list(month_key(pd.Series(["2025-11-30", "2025-12-01"]))) == ["2025-11", "2025-12"]
