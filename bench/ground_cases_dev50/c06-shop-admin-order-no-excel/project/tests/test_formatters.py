from datetime import datetime, timezone
from decimal import Decimal
from types import SimpleNamespace

from exports.formatters import mask_phone, money, order_row


def make_order(**kw):
    base = dict(order_no="202511050000012345", customer_name="李雷", phone="13812345678", item_count=2,
                paid_amount=Decimal("199.90"), status="paid",
                created_at=datetime(2025, 11, 5, 2, 30, tzinfo=timezone.utc))
    base.update(kw)
    return SimpleNamespace(**base)


def test_money():
    assert money(Decimal("12000")) == "12000.00"
    assert money(None) == ""


def test_mask_phone():
    assert mask_phone("13812345678") == "138****5678"


def test_row_has_all_columns():
    row = order_row(make_order())
    assert len(row) == 7
    assert row[5] == "199.90"
    assert row[6] == "已支付"
