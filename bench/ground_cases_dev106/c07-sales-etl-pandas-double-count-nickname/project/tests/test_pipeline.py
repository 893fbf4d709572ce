import pandas as pd

from etl.metrics import average_order_value, channel_share, daily_gmv
from etl.sources import enrich_orders


def orders():
    return pd.DataFrame({
        "order_id": [1, 2, 3],
        "customer_id": [10, 11, 12],
        "paid_at": pd.to_datetime(["2024-06-01 09:00", "2024-06-01 15:00", "2024-06-02 11:00"]),
        "amount": [100.0, 50.0, 25.0],
        "status": ["paid"] * 3,
    })


def customers():
    return pd.DataFrame({
        "customer_id": [10, 11],
        "region": ["east", "north"],
        "channel": ["app", "web"],
        "updated_at": pd.to_datetime(["2024-01-01", "2024-02-01"]),
    })


def test_enrich_fills_unknown_customer():
    df = enrich_orders(orders(), customers())
    assert df.loc[df["order_id"] == 3, "region"].item() == "unknown"
    assert df.loc[df["order_id"] == 3, "channel"].item() == "direct"


def test_daily_gmv():
    out = daily_gmv(enrich_orders(orders(), customers()))
    assert out["gmv"].tolist() == [150.0, 25.0]


def test_channel_share_sums_to_one():
    share = channel_share(enrich_orders(orders(), customers()))
    assert abs(share["share"].sum() - 1.0) < 1e-9


def test_aov():
    assert average_order_value(enrich_orders(orders(), customers())) == 58.33
