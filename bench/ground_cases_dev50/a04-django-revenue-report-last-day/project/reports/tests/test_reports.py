from datetime import date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from billing.models import Customer, Payment
from reports.services import previous_period, revenue_summary

BERLIN = ZoneInfo("Europe/Berlin")


@pytest.fixture
def customer(db):
    return Customer.objects.create(name="Acme", email="ap@acme.test", country="DE", stripe_id="cus_1")


def pay(customer, when, amount, status="captured", fee="0.00"):
    return Payment.objects.create(customer=customer, stripe_charge_id=f"ch_{when.isoformat()}_{amount}",
                                  amount=Decimal(amount), fee=Decimal(fee), status=status, paid_at=when)


def test_summary_counts_captured_only(customer):
    pay(customer, datetime(2025, 3, 10, 12, tzinfo=BERLIN), "100.00")
    pay(customer, datetime(2025, 3, 11, 12, tzinfo=BERLIN), "50.00", status="refunded")
    s = revenue_summary(date(2025, 3, 1), date(2025, 3, 31))
    assert s.payments == 1
    assert s.gross == Decimal("100.00")


def test_net_subtracts_fees(customer):
    pay(customer, datetime(2025, 3, 10, 12, tzinfo=BERLIN), "100.00", fee="2.90")
    assert revenue_summary(date(2025, 3, 1), date(2025, 3, 31)).net == Decimal("97.10")


def test_csv_export_has_two_decimals(customer):
    pay(customer, datetime(2025, 3, 10, 12, tzinfo=BERLIN), "171204.40", fee="10.00")
    client = APIClient()
    client.force_authenticate(User.objects.create_superuser("admin", "a@b.test", "pw"))
    r = client.get("/api/reports/revenue/", {"from": "2025-03-01", "to": "2025-03-31", "export": "csv"})
    assert r["Content-Type"] == "text/csv"
    assert b"171204.40,10.00,171194.40" in r.content


def test_previous_period_same_length():
    assert previous_period(date(2025, 3, 1), date(2025, 3, 31)) == (date(2025, 1, 29), date(2025, 2, 28))
