from sales_etl import pipeline


def count(conn, table, **where):
    sql = f"SELECT COUNT(*) FROM {table}"
    if where:
        sql += " WHERE " + " AND ".join(f"{k} = ?" for k in where)
    return conn.execute(sql, tuple(where.values())).fetchone()[0]


def test_load_writes_rows(conn, drop, day):
    assert pipeline.run_day(conn, drop, day) == 12
    assert count(conn, "daily_sales") == 12


def test_load_is_idempotent(conn, drop, day):
    pipeline.run_day(conn, drop, day)
    pipeline.run_day(conn, drop, day)
    assert count(conn, "daily_sales") == 12
    assert count(conn, "store_daily") == 2


def test_store_daily_totals(conn, drop, day):
    pipeline.run_day(conn, drop, day)
    net = conn.execute("SELECT net FROM store_daily WHERE store_code = '022'").fetchone()[0]
    assert net == 6860.0


def test_sold_at_is_stored_as_text(conn, drop, day):
    pipeline.run_day(conn, drop, day)
    value = conn.execute("SELECT sold_at FROM daily_sales ORDER BY sold_at LIMIT 1").fetchone()[0]
    assert value == f"{day} 09:58:00"
