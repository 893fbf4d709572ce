from types import SimpleNamespace

from orders.shipping import describe, is_free_shipping, shipping_fee_for


def make(subtotal, tax, prefecture="東京都"):
    return SimpleNamespace(subtotal_excl_tax=subtotal, tax=tax, total_incl_tax=subtotal + tax, prefecture=prefecture)


def test_free_over_threshold():
    assert is_free_shipping(make(5000, 500))


def test_free_when_tax_included_reaches_threshold():
    # 税抜4,900円 + 税490円 = 税込5,390円 → 無料
    assert is_free_shipping(make(4900, 490))


def test_paid_under_threshold():
    assert shipping_fee_for(make(3000, 300)) == 800


def test_hokkaido_fee():
    assert shipping_fee_for(make(1000, 100, "北海道")) == 1200


def test_okinawa_fee():
    assert shipping_fee_for(make(1000, 100, "沖縄県")) == 1500


def test_describe_free():
    assert describe(make(6000, 600)) == "送料無料"


def test_describe_paid():
    assert describe(make(1000, 100)) == "送料 800円（default）"
