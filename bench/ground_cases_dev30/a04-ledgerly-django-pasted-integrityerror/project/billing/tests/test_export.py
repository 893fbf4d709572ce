import csv
import io
from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from billing.models import Invoice, InvoiceLine

BERLIN = ZoneInfo("Europe/Berlin")


@pytest.fixture
def invoices(customer):
    made = []
    for when in [datetime(2025, 1, 2, 10, tzinfo=BERLIN), datetime(2025, 1, 31, 23, 30, tzinfo=BERLIN),
                 datetime(2025, 2, 3, 9, tzinfo=BERLIN)]:
        inv = Invoice.objects.create(customer=customer, created_at=when, due_on=date(2025, 3, 1))
        InvoiceLine.objects.create(invoice=inv, description="Support", quantity=2, unit_price="49.50")
        made.append(inv)
    return made


def test_export_january(admin_client, invoices):
    r = admin_client.get("/billing/invoices/export/", {"from": "2025-01-01", "to": "2025-01-31"})
    assert r.status_code == 200
    rows = list(csv.reader(io.StringIO(r.content.decode())))
    assert rows[0][:3] == ["number", "customer", "created"]
    assert [row[2] for row in rows[1:]] == ["2025-01-02", "2025-01-31"]
    assert rows[1][5] == "99.00"


def test_export_rejects_bad_range(admin_client):
    r = admin_client.get("/billing/invoices/export/", {"from": "2025-02-01", "to": "2025-01-01"})
    assert r.status_code == 400
