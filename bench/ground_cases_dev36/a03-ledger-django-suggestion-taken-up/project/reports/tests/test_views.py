from datetime import datetime, timezone
from decimal import Decimal

import pytest
from django.urls import reverse

from billing.models import Invoice
from billing.tests.factories import CustomerFactory, InvoiceFactory


@pytest.fixture
def finance_client(client, django_user_model):
    user = django_user_model.objects.create_superuser("fin", "fin@example.com", "pw")
    client.force_login(user)
    return client


@pytest.mark.django_db
def test_monthly_report_explicit_month(finance_client):
    acme = CustomerFactory(name="ACME")
    InvoiceFactory(customer=acme, issued_at=datetime(2025, 11, 14, 9, tzinfo=timezone.utc),
                   net_amount=Decimal("100.00"), tax_amount=Decimal("19.00"), status=Invoice.Status.PAID)
    resp = finance_client.get(reverse("reports:reports-monthly"), {"year": 2025, "month": 11})
    assert resp.status_code == 200
    assert resp.context["totals"]["gross"] == Decimal("119.00")


@pytest.mark.django_db
def test_monthly_report_defaults_to_previous_month(finance_client, settings, freezer):
    freezer.move_to("2025-06-03T10:00:00Z")
    resp = finance_client.get(reverse("reports:reports-monthly"))
    assert resp.status_code == 200
    assert resp.context["period"].month == 5


@pytest.mark.django_db
def test_monthly_report_in_january_is_december(finance_client, freezer):
    freezer.move_to("2026-01-02T08:00:00Z")
    resp = finance_client.get(reverse("reports:reports-monthly"))
    assert resp.status_code == 200
    assert (resp.context["period"].year, resp.context["period"].month) == (2025, 12)


@pytest.mark.django_db
def test_monthly_report_rejects_bad_month(finance_client):
    resp = finance_client.get(reverse("reports:reports-monthly"), {"year": 2025, "month": 13})
    assert resp.status_code == 400
