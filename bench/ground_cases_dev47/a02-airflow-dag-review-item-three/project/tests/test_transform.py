import pandas as pd

from etl.transform import clean_orders


def frame(**overrides):
    row = {"order_id": 10, "customer_id": 77, "status": "fulfilled", "country": "de", "segment": None,
           "lines_cents": 1999, "shipping_cents": 490, "discount_cents": 200}
    row.update(overrides)
    return pd.DataFrame([row])


def test_drops_test_customers():
    assert clean_orders(frame(customer_id=2)).empty


def test_normalises_status_and_country():
    out = clean_orders(frame()).iloc[0]
    assert out["status"] == "shipped"
    assert out["country"] == "DE"
    assert out["segment"] == "unknown"


def test_money_columns():
    out = clean_orders(frame()).iloc[0]
    assert out["gross"] == 24.89
    assert out["discount"] == 2.0
    assert round(out["net"], 2) == 22.89


def test_duplicates_keep_last():
    df = pd.concat([frame(status="paid"), frame(status="refunded")])
    out = clean_orders(df)
    assert len(out) == 1 and out.iloc[0]["status"] == "refunded"
