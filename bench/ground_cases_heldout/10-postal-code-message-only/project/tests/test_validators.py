import pytest

from members.errors import ValidationError
from members.validators import normalize_name, normalize_phone, validate_email


@pytest.mark.parametrize("raw, want", [
    ("03-1234-5678", "0312345678"),
    ("090 1234 5678", "09012345678"),
    ("+81-90-1234-5678", "09012345678"),
    ("０３－１２３４－５６７８", "0312345678"),
])
def test_normalize_phone(raw, want):
    assert normalize_phone(raw) == want


def test_phone_rejects_short_numbers():
    with pytest.raises(ValidationError):
        normalize_phone("1234")


def test_email_lowercased():
    assert validate_email(" Taro@Example.JP ") == "taro@example.jp"


def test_name_nfkc():
    assert normalize_name("ﾔﾏﾀﾞ") == "ヤマダ"
