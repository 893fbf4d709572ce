from export.transform import dedupe_latest


def _row(order_id: str, updated_at: str, amount: str = "1.00") -> dict:
    return {"order_id": order_id, "customer": "c", "amount": amount,
            "updated_at": updated_at, "status": "paid"}


def test_dedupe_keeps_latest_version():
    rows = [
        _row("A1", "2025-11-03 10:00:00+08:00", "10.00"),
        _row("A1", "2025-11-03 12:30:00+08:00", "12.00"),
    ]
    assert [r["amount"] for r in dedupe_latest(rows)] == ["12.00"]


def test_dedupe_latest_wins_even_if_it_comes_first():
    rows = [
        _row("A1", "2025-11-03 12:30:00+08:00", "12.00"),
        _row("A1", "2025-11-03 10:00:00+08:00", "10.00"),
    ]
    assert [r["amount"] for r in dedupe_latest(rows)] == ["12.00"]


def test_dedupe_keeps_distinct_orders():
    rows = [_row("A1", "2025-11-03 10:00:00+08:00"), _row("B7", "2025-11-02 09:00:00+08:00")]
    assert sorted(r["order_id"] for r in dedupe_latest(rows)) == ["A1", "B7"]
