from decimal import Decimal

from payhub.payments.charges import fee_for


def test_fee_rounds_half_up():
    assert fee_for(Decimal("10.05"), 3.0) == Decimal("0.30")
