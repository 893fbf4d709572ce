import pytest

from app import points
from app.pay.refund import RefundError, refund
from app.pay.wxpay_notify import handle_notify
from tests.conftest import notify


def test_full_refund(store, printer, wx_calls):
    handle_notify(store, printer, notify())
    assert refund(store, "T20251119001", "店长") == 4900
    assert store.orders["T20251119001"].status == "REFUNDED"
    assert wx_calls == [("4200002500202511180001", 4900, 4900)]
    assert points.balance(store, "m_1001") == 0


def test_partial_refund_then_rest(store, printer, wx_calls):
    handle_notify(store, printer, notify())
    assert refund(store, "T20251119001", "店长", refund_fee=1800) == 1800  # 退一碗豌杂面
    order = store.orders["T20251119001"]
    assert order.status == "PART_REFUNDED"
    assert points.balance(store, "m_1001") == 31
    assert refund(store, "T20251119001", "店长") == 3100
    assert order.status == "REFUNDED"
    assert points.balance(store, "m_1001") == 0


def test_refund_more_than_paid_rejected(store, printer, wx_calls):
    handle_notify(store, printer, notify())
    with pytest.raises(RefundError):
        refund(store, "T20251119001", "店长", refund_fee=5000)


def test_unpaid_order_cannot_refund(store, wx_calls):
    with pytest.raises(RefundError):
        refund(store, "T20251119001", "店长")
    assert wx_calls == []
