import pandas as pd
import pytest

from kpis import metrics


@pytest.fixture
def orders():
    df = pd.DataFrame({
        "order_id": ["o1", "o2", "o3", "o4", "o5"],
        "customer_id": ["c1", "c2", "c1", "c3", "c2"],
        "channel": ["store", "web", "web", "app", "store"],
        "gross_amount": [100.0, 60.0, 40.0, 80.0, 20.0],
        "refund_amount": [0.0, 10.0, 0.0, 0.0, 0.0],
        "order_date": pd.to_datetime(["2024-01-08", "2024-01-09", "2024-02-05", "2024-02-06", "2024-02-14"]),
    })
    df["net_amount"] = df["gross_amount"] - df["refund_amount"]
    return df


def test_net_revenue(orders):
    assert metrics.net_revenue(orders) == 290.0


def test_aov(orders):
    assert metrics.average_order_value(orders) == pytest.approx(58.0)


def test_revenue_by_channel_shares_sum_to_one(orders):
    table = metrics.revenue_by_channel(orders)
    assert table["share"].sum() == pytest.approx(1.0)
    assert table.iloc[0]["channel"] == "store"


def test_repeat_purchase_rate(orders):
    rate = metrics.repeat_purchase_rate(orders)
    # Jan: c1, c2 are new. Feb: c1 and c2 came back, c3 is new.
    assert rate.loc["2024-01-01"] == 0.0
    assert rate.loc["2024-02-01"] == pytest.approx(2 / 3)


def test_refund_rate(orders):
    assert metrics.refund_rate(orders) == pytest.approx(10 / 300)
