import pandas as pd

from salesreport.transform import attach_shipping, monthly_summary, net_revenue


def orders():
    return pd.DataFrame(
        {"order_id": ["A1", "A2"], "channel": ["web", "app"], "gross": [100.0, 50.0]}
    )


def test_net_revenue_subtracts_refunds():
    refunds = pd.DataFrame({"order_id": ["A1", "A1", "A2"], "amount": [10.0, 5.0, 50.0]})
    df = net_revenue(orders(), refunds)
    assert df.set_index("order_id")["net"].to_dict() == {"A1": 85.0, "A2": 0.0}


def test_click_and_collect_has_no_shipping():
    shipping = pd.DataFrame({"order_id": ["A1"], "shipping_cost": [4.9]})
    df = attach_shipping(orders(), shipping)
    assert df["shipping_cost"].tolist() == [4.9, 0.0]


def test_summary_counts_orders_once():
    df = pd.DataFrame(
        {"order_id": ["A1", "A2"], "gross": [10.0, 20.0], "refunded": [0.0, 5.0], "net": [10.0, 15.0],
         "shipping_cost": [0.0, 3.0]}
    )
    assert monthly_summary(df)["orders"] == 2
