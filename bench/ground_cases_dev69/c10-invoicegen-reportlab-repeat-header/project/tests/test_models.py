from datetime import date
from decimal import Decimal

from invoicegen.models import Invoice, Item


def make(items, rate=0.13):
    return Invoice("FP-001", "杭州某某科技有限公司", "91330100MA2XXXXX1A", date(2025, 11, 1), items, rate)


D = Decimal


def make_dec(items, rate="0.13"):
    return make(items, D(rate))


def test_amount():
    assert Item("键盘", 2, D("199")).amount == D("398.00")


def test_totals():
    inv = make_dec([Item("键盘", 2, D("199")), Item("鼠标", 1, D("89"))])
    assert inv.subtotal == D("487.00")
    assert inv.tax == D("63.31")
    assert inv.total == D("550.31")


def test_cent_case_from_finance():
    inv = make_dec([Item("耗材", 3, D("33.33")), Item("零头", 1, D("0.01"))])
    assert inv.subtotal == D("100.00")
    assert inv.total == D("113.00")


def test_from_dict():
    inv = Invoice.from_dict({
        "number": "FP-002", "customer": "张三", "issued_on": "2025-11-02",
        "items": [{"name": "显示器", "quantity": "1", "unit_price": "1299"}],
    })
    assert inv.items[0].quantity == 1
    assert inv.tax_rate == Decimal("0.13")
