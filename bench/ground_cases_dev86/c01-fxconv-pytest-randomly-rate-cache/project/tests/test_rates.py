from datetime import date
from decimal import Decimal

import pytest

from fxconv.rates import RateNotFound, cross_rate, get_rate


def test_eur_is_one(rates):
    assert get_rate(rates, "EUR", date(2024, 3, 4)) == Decimal("1")


def test_latest_rate_on_or_before(rates):
    assert get_rate(rates, "USD", date(2024, 3, 3)) == Decimal("1.0830")


def test_uses_rate_of_the_day(rates):
    assert get_rate(rates, "USD", date(2024, 3, 4)) == Decimal("1.0856")


def test_missing_rate_raises(rates):
    with pytest.raises(RateNotFound):
        get_rate(rates, "CHF", date(2024, 3, 4))


def test_cross_rate_gbp_usd(rates):
    assert cross_rate(rates, "GBP", "USD", date(2024, 3, 4)).quantize(Decimal("0.0001")) == Decimal("1.2669")
