from types import SimpleNamespace

from loyalty.points import earn_points, max_redeemable


def order(subtotal, tax, coupon=0, points=0, status="paid"):
    return SimpleNamespace(subtotal_excl_tax=subtotal, tax=tax, total_incl_tax=subtotal + tax,
                           coupon_discount=coupon, points_used=points, status=status)


def test_no_points_before_payment():
    assert earn_points(order(1000, 100, status="pending")) == 0


def test_round_amount():
    assert earn_points(order(1000, 0)) == 10


def test_coupon_excluded():
    assert earn_points(order(3000, 0, coupon=500)) == 25


def test_max_redeemable_half():
    assert max_redeemable(order(2000, 200), 5000) == 1100


def test_max_redeemable_balance():
    assert max_redeemable(order(2000, 200), 300) == 300
