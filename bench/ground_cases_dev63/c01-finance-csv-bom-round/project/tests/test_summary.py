from decimal import Decimal

from finance.summary import monthly_totals, order_count

ROWS = [
    {"channel": "tmall", "amount_fen": 1010, "amount_fc": None, "fx_rate": None},
    {"channel": "tmall", "amount_fen": 2020, "amount_fc": None, "fx_rate": None},
    {"channel": "jd", "amount_fen": 3030, "amount_fc": None, "fx_rate": None},
    {"channel": "overseas", "amount_fen": None, "amount_fc": 10.0, "fx_rate": 7.1},
]


def test_totals_per_channel():
    totals = monthly_totals(ROWS)
    assert totals["tmall"] == Decimal("30.30")
    assert totals["jd"] == Decimal("30.30")


def test_total_all():
    totals = monthly_totals(ROWS)
    assert totals["all"] == Decimal("131.60")


def test_order_count():
    assert order_count(ROWS) == {"tmall": 2, "jd": 1, "overseas": 1}


def test_zero_month():
    totals = monthly_totals([])
    assert totals["all"] == 0
    assert set(totals) == {"tmall", "jd", "wechat", "overseas", "all"}


def test_decimal_rows_are_accepted():
    assert monthly_totals(ROWS)["overseas"] == 71.0 or monthly_totals(ROWS)["overseas"] == Decimal("71.00")
