from datetime import datetime, timezone

import pytest

from etl.load_payments import to_row, upsert_payments


def charge(**overrides):
    base = {
        "id": "ch_1",
        "amount": 4990,
        "currency": "eur",
        "status": "succeeded",
        "customer": "cus_9",
        "created": 1760436000,
        "metadata": {"order_id": "ord_77"},
    }
    return base | overrides


def test_to_row_maps_fields():
    row = to_row(charge())
    assert row["stripe_id"] == "ch_1"
    assert row["order_id"] == "ord_77"
    assert row["currency"] == "EUR"
    assert row["paid_at"] == datetime(2025, 10, 14, 10, 0, tzinfo=timezone.utc)


def test_to_row_without_metadata():
    assert to_row(charge(metadata=None))["order_id"] is None


@pytest.mark.db
def test_upsert_is_idempotent(warehouse):
    assert upsert_payments(warehouse, [charge()]) == 1
    assert upsert_payments(warehouse, [charge(status="refunded")]) == 0
    rows = warehouse.execute("SELECT status FROM billing.payments WHERE stripe_id = 'ch_1'").fetchall()
    assert rows == [("refunded",)]
