from pathlib import Path

from etl.load import load_orders

CSV = """OrderID,CustomerID,OrderDate,Region,Status,Amount
1,C1,2025-10-03, North ,paid,19.90
2,C2,2025-10-15,south,paid,5.00
9,QA,2025-10-20,north,test,1.00
3,C1,2025-11-01,north,paid,7.50
"""


def write(tmp_path: Path) -> Path:
    p = tmp_path / "orders.csv"
    p.write_text(CSV)
    return p


def test_filters_to_month(tmp_path):
    df = load_orders(write(tmp_path), "2025-10")
    assert list(df["order_id"]) == [1, 2]


def test_region_normalised(tmp_path):
    df = load_orders(write(tmp_path), "2025-10")
    assert list(df["region_code"]) == ["north", "south"]
