import pandas as pd

from jobs.transform import clean_orders


def raw_frame() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "order_id": [1, 2, 3],
            "cust_id": [10, None, 12],
            "region": [" de ", "fr", "at"],
            "ordered_at": ["2025-11-03T10:00:00Z", "2025-11-03T11:00:00Z", "2025-11-04T09:30:00Z"],
            "amount_eur": ["19.90", "5", "bad"],
            "status": ["paid", "paid", "test"],
        }
    )


def test_drops_rows_without_customer():
    out = clean_orders(raw_frame())
    assert list(out["order_id"]) == [1]


def test_no_null_customer_ids():
    out = clean_orders(raw_frame())
    assert "customer_id" in out.columns
    assert out["customer_id"].notna().all()


def test_region_is_normalised():
    out = clean_orders(raw_frame())
    assert out.loc[0, "region"] == "DE"
