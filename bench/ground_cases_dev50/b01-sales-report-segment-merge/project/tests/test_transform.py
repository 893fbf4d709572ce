import pandas as pd
import pytest

from report.transform import add_net_amount, attach_customers, build, convert_currency


def orders(**over):
    base = {
        "order_id": ["o1", "o2"],
        "customer_id": [1, 2],
        "currency": ["JPY", "JPY"],
        "gross_amount": [10000, 5000],
        "discount_amount": [1000, 0],
        "coupon_amount": [0, 500],
        "ordered_at": pd.to_datetime(["2025-09-10T03:00:00Z", "2025-09-11T03:00:00Z"], utc=True),
    }
    base.update(over)
    return pd.DataFrame(base)


def customers():
    return pd.DataFrame({"customer_id": [1, 2], "segment": ["smb", "enterprise"], "prefecture": ["東京都", "大阪府"],
                         "valid_from": pd.to_datetime(["2024-01-01", "2024-01-01"])})


def fx():
    return pd.DataFrame({"currency": ["USD"], "rate_month": ["2025-09"], "rate": [147.2]})


def test_net_amount():
    out = add_net_amount(orders())
    assert out["net_amount"].tolist() == [9000, 4500]


def test_usd_is_converted():
    o = add_net_amount(orders(currency=["USD", "JPY"], gross_amount=[100, 5000], discount_amount=[0, 0]))
    o["rate_month"] = "2025-09"
    out = convert_currency(o, fx())
    assert out["net_amount_jpy"].tolist() == [14720, 4500]


def test_unknown_customer_gets_unknown_segment():
    out = attach_customers(orders(customer_id=[1, 99]), customers())
    assert out["segment"].tolist() == ["smb", "unknown"]


def test_month_is_cut_in_jst():
    # 2025-08-31T16:00Z is 2025-09-01 01:00 in Tokyo
    o = orders(ordered_at=pd.to_datetime(["2025-08-31T16:00:00Z", "2025-09-11T03:00:00Z"], utc=True))
    summary = build(o, customers(), fx())
    assert summary["month"].astype(str).unique().tolist() == ["2025-09"]


def test_build_sums_per_segment():
    summary = build(orders(), customers(), fx())
    assert summary["net_sales"].sum() == 13500
    assert set(summary["segment"]) == {"smb", "enterprise"}
