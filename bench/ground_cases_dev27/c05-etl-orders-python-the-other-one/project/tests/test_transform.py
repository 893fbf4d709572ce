from datetime import date, datetime

from etl.transform import build_rows, daily_totals, dedupe_latest, to_cents


def raw(order_id, amount, status="paid", store="s1", created="2024-05-01 10:00", updated=None):
    return {
        "order_id": order_id,
        "store_id": store,
        "status": status,
        "amount": amount,
        "created_at": datetime.fromisoformat(created),
        "updated_at": datetime.fromisoformat(updated or created),
    }


def test_to_cents():
    assert to_cents("10.00") == 1000
    assert to_cents("0.50") == 50


def test_dedupe_keeps_one_row_per_order():
    rows = [raw("o1", "5.00"), raw("o1", "5.00", status="shipped"), raw("o2", "7.00")]
    assert len(dedupe_latest(rows)) == 2


def test_dedupe_keeps_latest_version():
    rows = [
        raw("o1", "5.00", status="pending", updated="2024-05-01 10:00"),
        raw("o1", "4.50", status="paid", updated="2024-05-01 10:05"),
    ]
    (latest,) = dedupe_latest(rows)
    assert latest["status"] == "paid"
    assert latest["amount"] == "4.50"


def test_build_rows_skips_cancelled():
    rows = [raw("o1", "5.00"), raw("o2", "7.00", status="cancelled")]
    assert [r["order_id"] for r in build_rows(rows)] == ["o1"]


def test_daily_totals_per_store_and_day():
    rows = list(build_rows([
        raw("o1", "5.00"),
        raw("o2", "7.50"),
        raw("o3", "1.00", store="s2"),
        raw("o4", "2.00", created="2024-05-02 09:00"),
    ]))
    assert daily_totals(rows) == {
        ("s1", date(2024, 5, 1)): 1250,
        ("s2", date(2024, 5, 1)): 100,
        ("s1", date(2024, 5, 2)): 200,
    }
