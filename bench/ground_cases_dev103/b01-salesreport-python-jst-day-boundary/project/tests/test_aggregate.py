from pathlib import Path

from salesreport.aggregate import bucket_by_day
from salesreport.cli import main
from salesreport.loader import Order, load_orders

CSV = """order_id,created_at,amount,status
A1,1730700000,1200,paid
A2,1730703600,800,shipped
A3,1730707200,500,refunded
A4,1730710800,300,cancelled
"""


def write(tmp_path: Path) -> Path:
    p = tmp_path / "orders.csv"
    p.write_text(CSV, encoding="utf-8")
    return p


def test_load_keeps_valid_statuses(tmp_path):
    orders = load_orders(write(tmp_path))
    assert [o.order_id for o in orders] == ["A1", "A2", "A3"]


def test_refunds_are_subtracted():
    orders = [
        Order("X1", 1730700000, 1000, "paid"),
        Order("X2", 1730700100, 400, "refunded"),
    ]
    [day] = bucket_by_day(orders)
    assert day.orders == 1
    assert day.net == 600


def test_since_filters_days(tmp_path, capsys):
    assert main([str(write(tmp_path)), "--format", "csv", "--since", "2099-01-01"]) == 0
    assert capsys.readouterr().out.strip() == "day,orders,gross,refunds,net"
