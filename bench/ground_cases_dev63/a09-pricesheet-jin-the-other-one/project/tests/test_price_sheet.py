from decimal import Decimal

from pricesheet.price_sheet import Product, shop_price
from pricesheet.shops import by_code


def test_kg_shop_keeps_cents():
    p = Product("V001", "Chinese cabbage", Decimal("3.49"))
    assert shop_price(p, by_code("HAM")) == Decimal("3.49")


def test_taipei_jin_is_600_g():
    p = Product("V002", "高麗菜", Decimal("45"))
    assert shop_price(p, by_code("TPE")) == Decimal(27)


def test_shanghai_jin_is_half_kg():
    p = Product("V001", "大白菜", Decimal("8"))
    assert shop_price(p, by_code("SHA")) == Decimal(4)
