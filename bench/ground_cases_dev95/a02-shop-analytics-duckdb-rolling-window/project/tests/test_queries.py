from datetime import datetime

import pytest

from analytics.run import connect, run_model


@pytest.fixture
def con():
    con = connect()
    con.execute("CREATE TABLE orders (order_id INT, customer_id INT, paid_at TIMESTAMPTZ, status VARCHAR)")
    con.execute("CREATE TABLE order_items (order_id INT, sku VARCHAR, qty INT, unit_price DOUBLE, discount DOUBLE)")
    con.execute("CREATE TABLE users (user_id INT, signed_up_at TIMESTAMP)")
    con.execute("CREATE TABLE sessions (user_id INT, started_at TIMESTAMP)")
    con.execute("CREATE TABLE events (user_id INT, event_name VARCHAR, occurred_at TIMESTAMP)")
    return con


def test_daily_revenue_fills_missing_days(con):
    con.execute("""INSERT INTO orders VALUES
        (1, 10, '2025-03-03 10:00:00+00', 'paid'),
        (2, 11, '2025-03-05 12:00:00+00', 'shipped')""")
    con.execute("INSERT INTO order_items VALUES (1, 'A', 2, 10.0, 0.0), (2, 'B', 1, 30.0, 5.0)")
    out = run_model(con, "daily_revenue")
    assert out["revenue"].tolist() == [20.0, 0.0, 25.0]
    assert out["orders"].tolist() == [1, 0, 1]


def test_retention_week_zero_is_everyone_active(con):
    con.execute("INSERT INTO users VALUES (1, '2025-03-03'), (2, '2025-03-04')")
    con.execute("INSERT INTO sessions VALUES (1, '2025-03-03'), (2, '2025-03-05'), (1, '2025-03-12')")
    out = run_model(con, "retention")
    week0 = out[out["week_number"] == 0]
    assert week0["retention"].tolist() == [1.0]


def test_retention_counts_users_who_never_came_back(con):
    con.execute("INSERT INTO users VALUES (1, '2025-03-03'), (2, '2025-03-04'), (3, '2025-03-05')")
    con.execute("INSERT INTO sessions VALUES (1, '2025-03-03'), (2, '2025-03-04'), (1, '2025-03-12')")
    out = run_model(con, "retention")
    assert out["cohort_size"].unique().tolist() == [3]
    week1 = out[out["week_number"] == 1]
    assert week1["retention"].tolist() == [pytest.approx(1 / 3)]


def test_funnel_counts_steps_in_order(con):
    con.execute("""INSERT INTO events VALUES
        (1, 'product_viewed', '2025-03-03 10:00'), (1, 'cart_added', '2025-03-03 10:05'),
        (1, 'checkout_started', '2025-03-03 10:12'), (1, 'order_completed', '2025-03-03 10:20'),
        (2, 'product_viewed', '2025-03-04 09:00'), (2, 'cart_added', '2025-03-04 09:01'),
        (2, 'checkout_started', '2025-03-04 09:03'),
        (3, 'cart_added', '2025-03-04 08:00'), (3, 'product_viewed', '2025-03-04 08:30')""")
    out = run_model(con, "funnel")
    row = out.iloc[0]
    assert (row["viewed"], row["carted"], row["checked_out"], row["purchased"]) == (3, 2, 2, 1)
