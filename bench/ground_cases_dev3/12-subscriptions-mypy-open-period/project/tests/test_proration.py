from datetime import date
from decimal import Decimal

from app.billing.proration import Period, PlanChange, prorate


def test_upgrade_mid_cycle():
    change = PlanChange(on=date(2025, 3, 16), old_price=Decimal("30"), new_price=Decimal("60"))
    assert prorate(change, Period(date(2025, 3, 1), date(2025, 3, 31))) == Decimal("14.00")
