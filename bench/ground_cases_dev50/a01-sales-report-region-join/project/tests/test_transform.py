from sales.transform import attach_customers, filter_billable, prepare


def test_refunded_orders_are_not_revenue(orders):
    out = filter_billable(orders)
    assert 4 not in set(out["order_id"])


def test_partial_refund_counts_net(orders):
    orders.loc[orders["order_id"] == 2, ["status", "refunded_amount"]] = ["partially_refunded", 15.0]
    out = filter_billable(orders).set_index("order_id")
    assert out.loc[2, "net"] == 35.0


def test_net_subtracts_discount(orders):
    out = filter_billable(orders).set_index("order_id")
    assert out.loc[1, "net"] == 90.0


def test_region_from_country(orders, customers):
    out = attach_customers(filter_billable(orders), customers).set_index("order_id")
    assert out.loc[1, "region"] == "EMEA"
    assert out.loc[3, "region"] == "NA"
    assert out.loc[5, "region"] == "LATAM"


def test_prepare_converts_to_eur(orders, customers, fx):
    out = prepare(orders, customers, fx).set_index("order_id")
    assert out.loc[3, "net_eur"] == 73.6
    assert out.loc[2, "net_eur"] == 50.0


def test_prepare_keeps_month_period(orders, customers, fx):
    out = prepare(orders, customers, fx)
    assert str(out["month"].dtype) == "period[M]"
