import pandas as pd

from etl.monthly import month_slice, summarize

STORES = pd.DataFrame({"store_id": ["S01", "S02"], "store_name": ["渋谷店", "梅田店"], "region": ["関東", "関西"]})


def _sales():
    return pd.DataFrame({
        "sold_at": pd.to_datetime(["2025-09-30 23:59:00", "2025-10-01 09:00:00", "2025-10-15 12:30:00",
                                   "2025-10-31 20:00:00", "2025-11-01 00:00:00"]),
        "store_id": ["S01", "S01", "S02", "S01", "S02"],
        "sku": ["a", "b", "c", "d", "e"],
        "qty": [1, 2, 1, 3, 1],
        "amount": [100, 400, 250, 900, 80],
    })


def test_month_slice_keeps_only_that_month():
    got = month_slice(_sales(), "2025-10")
    assert list(got["sku"]) == ["b", "c", "d"]


def test_summarize_per_store():
    got = summarize(month_slice(_sales(), "2025-10"), STORES)
    assert got.to_dict("records") == [
        {"store_id": "S01", "store_name": "渋谷店", "orders": 2, "qty": 5, "amount": 1300},
        {"store_id": "S02", "store_name": "梅田店", "orders": 1, "qty": 1, "amount": 250},
    ]
