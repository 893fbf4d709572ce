import pytest
from django.core.exceptions import ValidationError

from accounts.validators import normalize_digits, validate_cn_mobile, validate_id_card, validate_postcode


def test_normalize_full_width_mobile():
    assert normalize_digits("１３８００１３８０００") == "13800138000"
    assert normalize_digits(" 138-0013-8000 ") == "13800138000"


@pytest.mark.parametrize("value", ["13800138000", "19912345678", "16600001111"])
def test_mobile_ok(value):
    validate_cn_mobile(value)


@pytest.mark.parametrize("value", ["1380013800", "12800138000", "138-0013-8000"])
def test_mobile_rejected(value):
    with pytest.raises(ValidationError):
        validate_cn_mobile(value)


def test_id_card_ok():
    validate_id_card("11010519491231002X")
    validate_id_card("11010519491231002x")


def test_id_card_bad_checksum():
    with pytest.raises(ValidationError) as exc:
        validate_id_card("110105194912310021")
    assert exc.value.code == "id_checksum"


@pytest.mark.parametrize("value", ["1101051949123100", "11010518491231002X", "abc"])
def test_id_card_rejected(value):
    with pytest.raises(ValidationError):
        validate_id_card(value)


def test_postcode():
    validate_postcode("100084")
    with pytest.raises(ValidationError):
        validate_postcode("10008")
