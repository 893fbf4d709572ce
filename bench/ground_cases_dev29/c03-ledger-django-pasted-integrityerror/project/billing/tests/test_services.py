from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model

from billing.models import Customer, Invoice
from billing.services import InvoiceError, issue_invoice, next_invoice_number, void_invoice

pytestmark = pytest.mark.django_db


@pytest.fixture
def customer():
    return Customer.objects.create(name="上海某某科技有限公司")


@pytest.fixture
def user():
    return get_user_model().objects.create_user("finance1", password="x")


def test_numbers_are_consecutive(customer, user):
    a = issue_invoice(customer, [{"description": "咨询费", "unit_price": "100.00"}], user)
    b = issue_invoice(customer, [{"description": "咨询费", "unit_price": "50.00"}], user)
    assert a.number.endswith("00001")
    assert b.number.endswith("00002")


def test_amount_is_sum_of_lines(customer, user):
    inv = issue_invoice(customer, [
        {"description": "服务费", "quantity": 3, "unit_price": "19.90"},
        {"description": "差旅", "unit_price": "200"},
    ], user)
    assert inv.amount == Decimal("259.70")
    assert inv.lines.count() == 2


def test_empty_invoice_is_rejected(customer, user):
    with pytest.raises(InvoiceError):
        issue_invoice(customer, [], user)


def test_void_keeps_number(customer, user):
    a = issue_invoice(customer, [{"description": "咨询费", "unit_price": "100.00"}], user)
    void_invoice(a.id, "客户抬头写错")
    b = issue_invoice(customer, [{"description": "咨询费", "unit_price": "100.00"}], user)
    a.refresh_from_db()
    assert a.status == Invoice.Status.VOID
    assert "客户抬头写错" in a.note
    assert b.number.endswith("00002")


def test_void_twice_is_rejected(customer, user):
    a = issue_invoice(customer, [{"description": "咨询费", "unit_price": "100.00"}], user)
    void_invoice(a.id, "重复开票")
    with pytest.raises(InvoiceError):
        void_invoice(a.id, "再来一次")


def test_first_number_of_year():
    assert next_invoice_number(2031) == "INV-2031-00001"
