from decimal import Decimal

from transform import clean_row, dedupe


def raw(order_id="A1", email=" Ana@Example.com ", country="de", total="12.50", status="Paid", updated="2025-11-01T10:00:00"):
    return {"order_id": order_id, "email": email, "country": country, "total": total, "status": status,
            "updated_at": updated}


def test_clean_row_normalises_email_and_status():
    row = clean_row(raw())
    assert row["customer_email"] == "ana@example.com"
    assert row["status"] == "paid"
    assert row["total"] == Decimal("12.50")


def test_dedupe_one_row_per_order():
    rows = [clean_row(raw("A1")), clean_row(raw("A2")), clean_row(raw("A1"))]
    assert [r["order_id"] for r in dedupe(rows)] == ["A1", "A2"]


def test_dedupe_keeps_latest_version():
    old = clean_row(raw("A1", status="pending", updated="2025-11-01T10:00:00"))
    new = clean_row(raw("A1", status="paid", updated="2025-11-02T08:30:00"))
    assert dedupe([new, old])[0]["status"] == "paid"
    assert dedupe([old, new])[0]["status"] == "paid"
