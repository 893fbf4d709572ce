from unittest.mock import patch

from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)

ROWS = [
    {"number": "A-1001", "status": "paid", "total": 1200, "created_at": "2026-03-01T15:30:00+00:00", "customer_id": 1},
    {"number": "A-1002", "status": "open", "total": 800, "created_at": "2026-03-01T16:05:00+00:00", "customer_id": 2},
]


def test_csv_has_header():
    with patch("app.db.list_orders", return_value=ROWS):
        r = client.get("/exports/orders.csv", params={"shop_id": 1})
    assert r.status_code == 200
    assert r.text.splitlines()[0] == "number,status,total,created_at"


def test_csv_rows():
    with patch("app.db.list_orders", return_value=ROWS):
        r = client.get("/exports/orders.csv", params={"shop_id": 1})
    lines = r.text.splitlines()
    assert len(lines) == 3
    assert lines[1].startswith("A-1001,paid,1200,")


def test_csv_times_are_jst():
    with patch("app.db.list_orders", return_value=ROWS):
        r = client.get("/exports/orders.csv", params={"shop_id": 1})
    assert r.text.splitlines()[1].endswith(",2026-03-02 00:30")
