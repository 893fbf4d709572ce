import pandas as pd

from etl import transform


def _raw(rows):
    base = {
        "user_id": 1,
        "shop_id": 10,
        "status": 1,
        "pay_amount": 1000,
        "refund_amount": 0,
        "is_test": 0,
        "source_code": 1,
        "created_at": "2025-11-20 09:00:00",
        "updated_at": "2025-11-20 09:00:00",
    }
    return pd.DataFrame([{**base, **r} for r in rows])


def test_filters_test_orders():
    out = transform.clean_orders(_raw([{"order_id": 1}, {"order_id": 2, "is_test": 1}]), "2025-11-20")
    assert out["order_id"].tolist() == [1]


def test_dedup_keeps_latest():
    raw = _raw([
        {"order_id": 7, "status": 1, "updated_at": "2025-11-20 10:00:00"},
        {"order_id": 7, "status": 4, "refund_amount": 1000, "updated_at": "2025-11-20 18:30:00"},
        {"order_id": 7, "status": 2, "updated_at": "2025-11-20 12:00:00"},
    ])
    out = transform.clean_orders(raw, "2025-11-20")
    assert len(out) == 1
    assert out.loc[0, "status"] == "refunded"
    assert out.loc[0, "gmv"] == 0


def test_gmv_is_pay_minus_refund():
    out = transform.clean_orders(_raw([{"order_id": 3, "pay_amount": 5000, "refund_amount": 1200}]), "2025-11-20")
    assert out.loc[0, "gmv"] == 3800


def test_unknown_status():
    out = transform.clean_orders(_raw([{"order_id": 4, "status": 5}]), "2025-11-20")
    assert out.loc[0, "status"] == "unknown"


def test_output_columns():
    out = transform.clean_orders(_raw([{"order_id": 5}]), "2025-11-20")
    assert list(out.columns) == transform.OUTPUT_COLUMNS


def test_channel_mapping():
    raw = _raw([
        {"order_id": 21, "source_code": 1},
        {"order_id": 22, "source_code": 3},
        {"order_id": 23, "source_code": 8},
        {"order_id": 24, "source_code": None},
    ])
    out = transform.clean_orders(raw, "2025-11-20")
    assert out["channel"].tolist() == ["APP", "MINI", "OTHER", "OTHER"]


def test_summarize_by_shop():
    orders = transform.clean_orders(
        _raw([
            {"order_id": 1, "shop_id": 10, "pay_amount": 100},
            {"order_id": 2, "shop_id": 11, "pay_amount": 300},
            {"order_id": 3, "shop_id": 10, "pay_amount": 50, "status": 0},
        ]),
        "2025-11-20",
    )
    s = transform.summarize_by_shop(orders)
    assert s["shop_id"].tolist() == [11, 10]
    assert s["orders"].tolist() == [1, 1]
