import orders
from pricing import order_total
from ticket.receipt import render_receipt


def _set_meal_order():
    o = orders.get("A3-001")
    o["items"].clear()
    orders.add_item("A3-001", "s01")
    for sub in ("s01-1", "s01-2", "s01-3"):
        orders.add_item("A3-001", sub, parent_id=1)
    return o


def test_set_meal_total_is_set_price():
    o = _set_meal_order()
    assert order_total(o) == 12800


def test_receipt_has_shop_name():
    o = _set_meal_order()
    assert "川味小馆".encode("gbk") in render_receipt(o)


def test_receipt_is_gbk_bytes():
    assert isinstance(render_receipt(_set_meal_order()), bytes)


def test_removed_dish_not_on_receipt():
    o = _set_meal_order()
    orders.add_item("A3-001", "d02")
    orders.remove_item("A3-001", 5)
    assert "回锅肉".encode("gbk") not in render_receipt(o)
