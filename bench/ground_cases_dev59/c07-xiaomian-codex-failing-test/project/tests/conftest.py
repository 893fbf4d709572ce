import pytest

from app.models import Item, Order, Store
from app.pay import refund as refund_mod
from app.printer import KitchenPrinter


@pytest.fixture
def store():
    s = Store()
    s.add_order(Order(id="T20251119001", table_no="A5",
                      items=[Item("重庆小面", 1500), Item("豌杂面", 1800), Item("冰粉", 800, 2)],
                      total_fee=4900, member_id="m_1001"))
    return s


@pytest.fixture
def printer():
    return KitchenPrinter()


@pytest.fixture
def wx_calls(monkeypatch):
    calls = []
    monkeypatch.setattr(refund_mod, "wx_refund", lambda tid, fee, total: calls.append((tid, fee, total)))
    return calls


def notify(out_trade_no="T20251119001", total=4900, when="2025-11-18T12:30:05+08:00"):
    # 2025-11-18 是周二；2025-11-19 是周三会员日
    return {"out_trade_no": out_trade_no, "transaction_id": "4200002500202511180001",
            "trade_state": "SUCCESS", "success_time": when, "amount": {"total": total}}
