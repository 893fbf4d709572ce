import pandas as pd

from etl.transform import attach_refunds, daily_summary, to_local_day, totals


def _orders():
    return pd.DataFrame({
        "order_id": ["a1", "a2", "a3"],
        "channel": ["app", "web", "app"],
        "amount": [100.0, 59.9, 20.0],
        "status": ["paid", "paid", "refunded"],
        "paid_at": pd.to_datetime(["2025-11-13T02:00:00Z", "2025-11-13T03:00:00Z", "2025-11-13T15:30:00Z"], utc=True),
    })


def _refunds():
    return pd.DataFrame({"order_id": ["a3"], "refund_amount": [20.0]})


def test_net_amount():
    df = attach_refunds(_orders(), _refunds())
    assert df.loc[df.order_id == "a3", "net_amount"].item() == 0.0
    assert df.loc[df.order_id == "a1", "net_amount"].item() == 100.0


def test_local_day_crosses_midnight():
    df = to_local_day(attach_refunds(_orders(), _refunds()), "Asia/Shanghai")
    assert str(df.loc[df.order_id == "a3", "day"].item()) == "2025-11-13"


def test_totals():
    df = to_local_day(attach_refunds(_orders(), _refunds()), "Asia/Shanghai")
    t = totals(daily_summary(df, ["app", "web"]))
    assert t["orders"] == 3
    assert round(t["net_gmv"], 2) == 159.9
