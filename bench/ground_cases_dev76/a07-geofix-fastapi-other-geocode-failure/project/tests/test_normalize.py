from app.models import Address
from app.normalize import normalize, normalize_postcode


def test_us_zip_kept():
    assert normalize_postcode("02134", "US") == "02134"


def test_zip_plus_four_kept():
    assert normalize_postcode("60611-2201", "US") == "60611-2201"


def test_uk_postcode_gets_its_space():
    assert normalize_postcode("sw1a1aa", "GB") == "SW1A 1AA"


def test_city_title_case():
    a = normalize(Address(line1="1  Main   St", city="BOSTON", postcode="02134"))
    assert a.line1 == "1 Main St"
    assert a.city == "Boston"
