from app import points
from app.pay.wxpay_notify import handle_notify
from tests.conftest import notify


def test_paid_order_prints_kitchen_ticket(store, printer):
    assert handle_notify(store, printer, notify())["code"] == "SUCCESS"
    assert store.orders["T20251119001"].status == "PAID"
    assert printer.printed == ["T20251119001"]


def test_points_added_for_member(store, printer):
    handle_notify(store, printer, notify())
    assert points.balance(store, "m_1001") == 49


def test_duplicate_notify_is_idempotent(store, printer):
    handle_notify(store, printer, notify())
    assert handle_notify(store, printer, notify())["code"] == "SUCCESS"
    assert printer.printed == ["T20251119001"]
    assert points.balance(store, "m_1001") == 49


def test_amount_mismatch_rejected(store, printer):
    assert handle_notify(store, printer, notify(total=100))["code"] == "FAIL"
    assert printer.printed == []


def test_unknown_order(store, printer):
    assert handle_notify(store, printer, notify(out_trade_no="NOPE"))["code"] == "FAIL"
