from datetime import date
from decimal import Decimal

from billing.proration import seat_charge, upgrade_charge

OCT_1, OCT_31 = date(2025, 10, 1), date(2025, 10, 31)


def test_upgrade_on_first_day_charges_full_difference():
    assert upgrade_charge(Decimal("29"), Decimal("49"), OCT_1, OCT_31, OCT_1) == Decimal("20.00")


def test_upgrade_mid_month():
    assert upgrade_charge(Decimal("29"), Decimal("49"), OCT_1, OCT_31, date(2025, 10, 16)) == Decimal("10.32")


def test_seat_added_on_last_day():
    assert seat_charge(Decimal("9"), 2, OCT_1, OCT_31, OCT_31) == Decimal("0.58")
