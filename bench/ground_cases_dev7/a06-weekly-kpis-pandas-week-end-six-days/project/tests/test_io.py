from kpis.io import read_orders_csv

CSV = """order_id,customer_id,email,status,total,refunded,created_at,shipping_country
1,10,A@Shop.test,paid,20.00,,2025-05-05T09:12:00Z,DE
2,11,b@shop.test,paid,15.50,0,2025-05-11T22:40:00Z,AT
"""


def test_read_orders_csv_parses_utc_and_fills_refunds(tmp_path):
    p = tmp_path / "orders.csv"
    p.write_text(CSV)
    df = read_orders_csv(p)
    assert list(df.columns) == ["order_id", "customer_id", "email", "status", "total", "refunded", "created_at"]
    assert str(df["created_at"].dt.tz) == "UTC"
    assert df["refunded"].tolist() == [0.0, 0.0]
