import pytest
from django.core.exceptions import ValidationError

from accounts.validators import normalize_postcode, validate_postcode


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("150-0001", "150-0001"),
        ("1500001", "150-0001"),
        ("〒150-0001", "150-0001"),
        ("１５００００１", "150-0001"),
        ("１５０－０００１", "150-0001"),
        ("150ー0001", "150-0001"),
        (" 150-0001 ", "150-0001"),
    ],
)
def test_normalize_postcode(raw, expected):
    assert normalize_postcode(raw) == expected


@pytest.mark.parametrize("raw", ["15000", "150-00012", "abc-defg", ""])
def test_bad_postcodes_still_fail(raw):
    with pytest.raises(ValidationError):
        validate_postcode(normalize_postcode(raw))
