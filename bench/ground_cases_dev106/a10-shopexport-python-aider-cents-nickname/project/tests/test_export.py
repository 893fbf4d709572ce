import sqlite3
from datetime import date

from shopexport.export import export_rows, main
from shopexport.models import Order, cents_to_str


def order(**kw) -> Order:
    base = dict(number="A-1001", placed_on=date(2025, 11, 3), customer_email="k@example.com",
                total_cents=1999, vat_cents=319)
    base.update(kw)
    return Order(**base)


def test_cents_to_str():
    assert cents_to_str(1999) == "19.99"
    assert cents_to_str(5) == "0.05"
    assert cents_to_str(-250) == "-2.50"


def test_net_and_vat_columns():
    row = export_rows([order()])[0]
    assert row["net"] == "16.80"
    assert row["vat"] == "3.19"


def test_since_filters_older_orders(tmp_path):
    db = tmp_path / "shop.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE orders (number, placed_on, customer_email, total_cents, vat_cents, currency, status)")
    conn.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, 'EUR', 'paid')", [
        ("A-1", "2025-10-31", "a@example.com", 1000, 160),
        ("A-2", "2025-11-01", "b@example.com", 2000, 319),
    ])
    conn.commit()
    conn.close()
    out = tmp_path / "out.csv"

    assert main([str(db), str(out), "--since", "2025-11-01"]) == 0

    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2
    assert lines[1].startswith("A-2;2025-11-01;")


def test_row_has_all_fields():
    row = export_rows([order()])[0]
    assert set(row) == {"order", "date", "email", "net", "vat", "total", "currency"}
    assert row["date"] == "2025-11-03"
