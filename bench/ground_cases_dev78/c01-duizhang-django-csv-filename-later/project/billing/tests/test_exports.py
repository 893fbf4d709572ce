from datetime import datetime, timezone
from decimal import Decimal

import pytest

from billing.exports import HEADER, build_statement_csv
from billing.models import Merchant, Settlement


@pytest.fixture
def merchant(db):
    return Merchant.objects.create(name="张记面馆", short_code="zjmg")


def _settle(merchant, no, amount, fee="0.60"):
    return Settlement.objects.create(
        merchant=merchant,
        order_no=no,
        paid_at=datetime(2025, 10, 3, 12, 30, tzinfo=timezone.utc),
        amount=Decimal(amount),
        fee=Decimal(fee),
        status="settled",
    )


def test_header_first(merchant):
    text = build_statement_csv([_settle(merchant, "A001", "100.00")])
    first = text.splitlines()[0].lstrip("\ufeff")
    assert first.split(",") == HEADER


def test_one_row_per_settlement(merchant):
    rows = [_settle(merchant, f"A00{i}", "10.00") for i in range(3)]
    text = build_statement_csv(rows)
    assert len(text.splitlines()) == 4
