from datetime import datetime, timedelta, timezone
from decimal import Decimal

import pytest

from billing.models import Invoice, Payment, mark_paid


def test_overdue_after_30_days():
    inv = Invoice(1, 1, Decimal("1000"), issued_at=datetime.now(timezone.utc) - timedelta(days=31))
    assert inv.overdue


def test_not_overdue_when_paid():
    inv = Invoice(1, 1, Decimal("1000"), issued_at=datetime.now(timezone.utc) - timedelta(days=31))
    inv.paid_at = datetime.now(timezone.utc)
    assert not inv.overdue


def test_mark_paid():
    inv = Invoice(2, 1, Decimal("500"))
    paid = mark_paid(inv, Payment(2, Decimal("500")))
    assert paid.paid_at is not None


def test_short_payment_rejected():
    with pytest.raises(ValueError):
        mark_paid(Invoice(3, 1, Decimal("500")), Payment(3, Decimal("100")))


def test_wrong_invoice_rejected():
    with pytest.raises(ValueError):
        mark_paid(Invoice(4, 1, Decimal("500")), Payment(5, Decimal("500")))
