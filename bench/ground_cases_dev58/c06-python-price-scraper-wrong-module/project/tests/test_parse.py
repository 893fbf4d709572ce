from suppliers import hengda, jinlong

HENGDA_HTML = (
    '<div class="info"><span class="price">单价：38.50 元</span>'
    '<p class="stock">库存 <em>1,200</em> 件</p></div>'
)
JINLONG_HTML = '<div class="goods-price"><b>¥26.80</b><small>/盒</small></div>'
JINLONG_VIP_HTML = (
    '<div class="goods-price"><b>¥30.00</b><small>/盒</small></div>'
    '<div class="vip-price"><b>¥26.50</b></div>'
)


def test_hengda_price():
    assert hengda.parse_price(HENGDA_HTML) == 38.5


def test_hengda_price_with_thousands():
    html = '<span class="price">单价：1,580.00 元</span>'
    assert hengda.parse_price(html) == 1580.0


def test_hengda_stock():
    assert hengda.parse_stock(HENGDA_HTML) == 1200


def test_jinlong_price():
    assert jinlong.parse_price(JINLONG_HTML) == 26.8


def test_jinlong_vip_price_wins():
    assert jinlong.parse_price(JINLONG_VIP_HTML) == 26.5


def test_jinlong_unit():
    assert jinlong.parse_unit(JINLONG_HTML) == "盒"


def test_missing_price():
    assert hengda.parse_price("<html></html>") is None
    assert jinlong.parse_price("<html></html>") is None
