from datetime import datetime, timezone
from decimal import Decimal

import pytest

from billing.exports import export_month, invoices_for_month
from billing.models import Invoice
from billing.tests.factories import InvoiceFactory

pytestmark = pytest.mark.django_db


def test_drafts_are_not_exported():
    InvoiceFactory(issued_at=datetime(2025, 10, 10, 9, tzinfo=timezone.utc), status=Invoice.Status.DRAFT)
    InvoiceFactory(issued_at=datetime(2025, 10, 10, 9, tzinfo=timezone.utc), status=Invoice.Status.SENT)
    assert invoices_for_month(2025, 10).count() == 1


def test_csv_has_header_and_rows(tmp_path):
    InvoiceFactory(issued_at=datetime(2025, 10, 3, 12, tzinfo=timezone.utc), net=Decimal("100.00"))
    out = tmp_path / "x.csv"
    assert export_month(2025, 10, out) == 1
    lines = out.read_text().splitlines()
    assert lines[0].startswith("number;issued_at")
    assert len(lines) == 2
