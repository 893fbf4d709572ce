from decimal import Decimal


def _setup(conn, invoices):
    with conn.cursor() as cur:
        cur.execute("INSERT INTO customers (name, revenue_account) VALUES ('Nordic Parts AB', '3010') RETURNING id")
        (customer,) = cur.fetchone()
        for period, status, net in invoices:
            cur.execute(
                "INSERT INTO invoices (customer_id, period, status, net_amount) VALUES (%s, %s, %s, %s)",
                (customer, period, status, net),
            )
    conn.commit()


def _entries(conn):
    with conn.cursor() as cur:
        cur.execute("SELECT invoice_id, kind, amount FROM ledger_entries ORDER BY invoice_id")
        return cur.fetchall()


def test_close_month_books_revenue(conn):
    _setup(conn, [("2025-04", "issued", "100.00"), ("2025-04", "paid", "250.00"), ("2025-05", "issued", "80.00")])
    with conn.cursor() as cur:
        cur.execute("SELECT close_month('2025-04')")
        assert cur.fetchone() == (2,)
    assert [e[2] for e in _entries(conn)] == [Decimal("100.00"), Decimal("250.00")]


def test_close_month_skips_cancelled_invoices(conn):
    _setup(conn, [("2025-04", "issued", "100.00"), ("2025-04", "cancelled", "999.00")])
    with conn.cursor() as cur:
        cur.execute("SELECT close_month('2025-04')")
        assert cur.fetchone() == (1,)
    assert [e[2] for e in _entries(conn)] == [Decimal("100.00")]


def test_close_month_rerun_after_partial_booking(conn):
    _setup(conn, [("2025-04", "issued", "100.00"), ("2025-04", "issued", "40.00")])
    with conn.cursor() as cur:
        cur.execute("SELECT id FROM invoices ORDER BY id LIMIT 1")
        (first,) = cur.fetchone()
        cur.execute(
            "INSERT INTO ledger_entries (invoice_id, kind, account, amount, period) "
            "VALUES (%s, 'revenue', '3010', 100.00, '2025-04')",
            (first,),
        )
        cur.execute("SELECT close_month('2025-04')")
        assert cur.fetchone() == (1,)
    assert len(_entries(conn)) == 2


def test_closed_period_is_not_booked_twice(conn):
    _setup(conn, [("2025-04", "issued", "100.00")])
    with conn.cursor() as cur:
        cur.execute("SELECT close_month('2025-04')")
        cur.execute("SELECT close_month('2025-04')")
        assert cur.fetchone() == (0,)
    assert len(_entries(conn)) == 1
