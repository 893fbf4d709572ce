from etl.clean import clean_row, dedupe, normalise_country, parse_amount


def test_amount_plain():
    assert parse_amount("12.00") == 1200


def test_amount_thousands():
    assert parse_amount("1,234.50") == 123450


def test_amount_currency_prefix():
    assert parse_amount("EUR 12.00") == 1200
    assert parse_amount("-3.50") == -350


def test_country_alias():
    assert normalise_country(" uk ") == "GB"


def test_clean_row_skips_missing_id():
    assert clean_row({"order_id": "", "email": "a@b.c"}) is None


def test_dedupe_keeps_first():
    rows = [{"order_id": "A1", "n": 1}, {"order_id": "A1", "n": 2}, {"order_id": "B2", "n": 3}]
    assert [r["n"] for r in dedupe(rows)] == [1, 3]
