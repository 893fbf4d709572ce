from datetime import datetime, timezone

from export.transform import money, transform


def order(i, email="A@x.io", cents=1999):
    return {"id": i, "number": f"N{i}", "customer_id": 7, "email": email, "status": "paid",
            "total_cents": cents, "currency": "EUR",
            "created_at": datetime(2025, 11, 5, 9, 30, tzinfo=timezone.utc)}


def test_money():
    assert money(1999) == "19.99"
    assert money(5) == "0.05"


def test_transform_lowercases_email():
    assert transform([order(1, " Bob@X.io ")])[0]["customer_email"] == "bob@x.io"


def test_transform_skips_duplicate_ids():
    assert len(transform([order(1), order(1), order(2)])) == 2
