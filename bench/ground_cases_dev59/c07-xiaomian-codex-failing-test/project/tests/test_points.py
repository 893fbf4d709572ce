from datetime import datetime

from app import points
from app.pay.refund import refund
from app.pay.wxpay_notify import handle_notify
from tests.conftest import notify


def test_one_yuan_one_point(store):
    order = store.orders["T20251119001"]
    assert points.earned_for(order, datetime(2025, 11, 18, 12, 0)) == 49


def test_member_day_double_points(store, printer):
    handle_notify(store, printer, notify(when="2025-11-19T12:10:00+08:00"))
    assert points.balance(store, "m_1001") == 98


def test_member_day_refund_returns_double_points(store, printer, wx_calls):
    # 会员日下单拿了双倍积分，全额退款要把双倍积分都扣回来
    handle_notify(store, printer, notify(when="2025-11-19T12:10:00+08:00"))
    points.add(store, "m_1001", 30)  # 之前攒的 30 分不能被多扣或少扣
    refund(store, "T20251119001", "店长")
    assert points.balance(store, "m_1001") == 30


def test_deduct_never_negative(store):
    points.add(store, "m_1001", 10)
    assert points.deduct(store, "m_1001", 50) == 0


def test_balance_of_unknown_member_is_zero(store):
    assert points.balance(store, "m_9999") == 0
