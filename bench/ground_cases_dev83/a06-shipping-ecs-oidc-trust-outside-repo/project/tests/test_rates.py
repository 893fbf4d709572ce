import pytest

from app.rates import RateRequest, quote


def test_cheapest_first():
    rates = quote(RateRequest(weight_g=800, country="DE"))
    assert [r.carrier for r in rates] == ["gls", "dhl", "ups"]


def test_foreign_surcharge():
    de = quote(RateRequest(weight_g=800, country="DE"))[0].price_cents
    fr = quote(RateRequest(weight_g=800, country="FR"))[0].price_cents
    assert fr - de == 900


@pytest.mark.parametrize("weight", [0, -5, 40_000])
def test_weight_limits(weight):
    with pytest.raises(ValueError):
        RateRequest(weight_g=weight, country="DE")
