from receipt.models import Line, MenuItem, Sale
from receipt.tax import breakdown, included_tax

SHOYU = MenuItem("RA01", "醤油らーめん", 850, "ramen")
GYOZA = MenuItem("GY01", "焼き餃子", 380, "side")
BEER = MenuItem("DR01", "生ビール", 600, "drink")


def test_included_tax_10():
    assert included_tax(1100, 10) == 100


def test_included_tax_8():
    assert included_tax(1080, 8) == 80


def test_included_tax_truncates():
    # 1656 * 10 / 110 = 150.54... → 四捨五入なら151、切り捨てで150
    assert included_tax(1656, 10) == 150


def test_breakdown_eat_in():
    sale = Sale([Line(SHOYU, 1), Line(BEER, 1)])
    rows = breakdown(sale)
    assert rows == [{"label": "10%対象", "amount": 1450, "tax": 131, "reduced": False}]


def test_breakdown_takeout_only():
    sale = Sale([Line(SHOYU, 2, takeout=True)])
    rows = breakdown(sale)
    assert rows[0]["label"] == "8%対象"
    assert rows[0]["amount"] == 1700
