from decimal import Decimal

import pytest

from pricewatch.parse import PriceError, extract, parse_price


def test_parse_price_plain():
    assert parse_price("19.99") == Decimal("19.99")


def test_parse_price_euro_comma():
    assert parse_price("19,99 €") == Decimal("19.99")


def test_parse_price_thousands_en():
    assert parse_price("$1,299.00") == Decimal("1299.00")


def test_parse_price_german_thousands():
    assert parse_price("1.299,00 €") == Decimal("1299.00")
    assert parse_price("1.299 €") == Decimal("1299.00")


def test_parse_price_thin_space():
    # Idealo-style: narrow no-break space as thousands separator, no-break space before the sign
    assert parse_price("1\u202f299,00\u00a0€") == Decimal("1299.00")


def test_parse_price_garbage():
    with pytest.raises(PriceError):
        parse_price("Preis auf Anfrage")


def test_extract_uses_microdata_content():
    html = '<h1>Café Crème Grinder</h1><span itemprop="price" content="89.90">89,90 €</span>'
    assert extract(html, "[itemprop=price]") == ("Café Crème Grinder", Decimal("89.90"))


def test_extract_missing_selector():
    with pytest.raises(PriceError):
        extract("<h1>x</h1>", ".price")
