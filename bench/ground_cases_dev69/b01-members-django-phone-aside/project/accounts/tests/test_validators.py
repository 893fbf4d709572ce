import pytest
from django.core.exceptions import ValidationError

from accounts.validators import to_halfwidth, validate_furigana, validate_phone, validate_postcode


def test_to_halfwidth_digits_and_hyphen():
    assert to_halfwidth("１２３－４５６７") == "123-4567"


def test_postcode_with_hyphen():
    assert validate_postcode("150-0001") == "150-0001"


def test_postcode_without_hyphen():
    assert validate_postcode("1500001") == "150-0001"


def test_postcode_fullwidth():
    assert validate_postcode("１５０－０００１") == "150-0001"


def test_postcode_rejects_garbage():
    with pytest.raises(ValidationError):
        validate_postcode("15-00001")


def test_furigana_katakana():
    assert validate_furigana("ヤマダタロウ") == "ヤマダタロウ"


def test_furigana_with_space():
    assert validate_furigana("ヤマダ　タロウ") == "ヤマダ　タロウ"
    assert validate_furigana("ヤマダ タロウ") == "ヤマダ　タロウ"


def test_furigana_rejects_hiragana():
    with pytest.raises(ValidationError):
        validate_furigana("やまだたろう")


def test_phone_with_hyphens():
    assert validate_phone("03-1234-5678") == "03-1234-5678"


def test_phone_without_hyphens():
    assert validate_phone("09012345678") == "09012345678"
