from datetime import date
from decimal import Decimal

from dunning.db import Invoice
from dunning.templates import render_reminder

INV = Invoice(7, "INV-20250304-007", "杭州某某贸易", "ap@mm-trade.cn", Decimal("12800"), date(2025, 3, 4))


def test_subject_names_invoice(settings):
    msg = render_reminder(INV, 8, settings)
    assert msg.subject == "【星河科技】发票 INV-20250304-007 已逾期 8 天"


def test_body_has_amount_and_days(settings):
    msg = render_reminder(INV, 8, settings)
    assert "¥12800.00" in msg.body
    assert "已逾期 8 天" in msg.body


def test_body_has_pay_link(settings):
    msg = render_reminder(INV, 8, settings)
    assert "https://pay.example.cn/invoice/INV-20250304-007" in msg.body


def test_body_has_due_date(settings):
    msg = render_reminder(INV, 8, settings)
    assert "2025-03-04 到期" in msg.body


def test_body_is_signed_by_company(settings):
    msg = render_reminder(INV, 8, settings)
    assert msg.body.rstrip().endswith("星河科技 财务部")
