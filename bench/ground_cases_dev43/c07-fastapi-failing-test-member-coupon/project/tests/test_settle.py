from app.models import CartLine, Coupon
from app.pricing import settle


def lines(*pairs):
    return [CartLine(sku_id=i, price_fen=p, qty=q) for i, (p, q) in enumerate(pairs, 1)]


def test_plain_subtotal():
    s = settle(lines((1999, 2), (500, 1)))
    assert s.subtotal_fen == 4498
    assert s.payable_fen == 4498


def test_gold_member_discount():
    s = settle(lines((10000, 1)), member_level="gold")
    assert s.member_fen == 9500
    assert s.payable_fen == 9500


def test_member_price_stacks_with_coupon():
    # 金卡 95 折后再用 10 元券
    s = settle(lines((10000, 1)), member_level="gold", coupon=Coupon(id=1, type="cash", value=1000))
    assert s.member_fen == 9500
    assert s.payable_fen == 8500
    assert s.saved_fen == 1500


def test_unknown_level_is_normal():
    s = settle(lines((3000, 1)), member_level="diamond")
    assert s.payable_fen == 3000
