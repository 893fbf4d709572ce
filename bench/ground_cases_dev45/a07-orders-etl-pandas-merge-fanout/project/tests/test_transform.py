import pandas as pd

from orders_etl.transform import daily_revenue, enrich_orders, normalise_orders


def orders(**over):
    row = {"order_id": "o1", "customer_id": "c1", "order_date": "05/11/2025", "amount": "10.00",
           "currency": "EUR", "status": "paid"}
    row.update(over)
    return pd.DataFrame([row])


def customers():
    return pd.DataFrame([{"customer_id": "c1", "segment": "smb", "country": "DE",
                          "updated_at": pd.Timestamp("2025-10-01")}])


def test_order_date_is_day_first():
    assert normalise_orders(orders(order_date="03/11/2025"))["order_date"].iloc[0] == pd.Timestamp("2025-11-03")


def test_cancelled_orders_are_dropped():
    assert normalise_orders(orders(status="cancelled")).empty


def test_amount_converted_to_eur():
    assert normalise_orders(orders(currency="GBP"))["amount_eur"].iloc[0] == 11.70


def test_unknown_customer_gets_unknown_segment():
    out = enrich_orders(normalise_orders(orders(customer_id="zz")), customers())
    assert out["segment"].iloc[0] == "unknown"


def test_daily_revenue_sums():
    df = enrich_orders(normalise_orders(pd.concat([orders(), orders(order_id="o2")])), customers())
    assert daily_revenue(df)["revenue_eur"].tolist() == [20.0]
