from datetime import date

from mileage import Trip, claim_amount, tax_year_start


def trip(miles, parking=0.0):
    return Trip(date(2025, 2, 3), "Food bank", "Warehouse", "Collection", miles, parking)


def test_simple_month():
    a = claim_amount([trip(10), trip(20, parking=3.5)])
    assert a["miles"] == 30
    assert a["mileage"] == 13.50
    assert a["expenses"] == 3.50
    assert a["total"] == 17.00


def test_crossing_threshold():
    a = claim_amount([trip(100)], ytd_miles=9_950)
    assert a["mileage"] == 50 * 0.45 + 50 * 0.25


def test_tax_year_start():
    assert tax_year_start(date(2025, 2, 3)) == date(2024, 4, 6)
    assert tax_year_start(date(2025, 4, 6)) == date(2025, 4, 6)
