import pytest

from accounts.forms import SignupForm

VALID = {
    "email": "hanako@example.jp",
    "last_name": "山田",
    "first_name": "花子",
    "phone": "03-1234-5678",
    "postcode": "150-0001",
    "prefecture": "東京都",
    "address_line1": "渋谷区神宮前1-2-3",
    "address_line2": "",
    "agree_terms": "on",
}


@pytest.mark.django_db
def test_valid_signup():
    form = SignupForm(data=VALID)
    assert form.is_valid(), form.errors


@pytest.mark.django_db
def test_rejects_unknown_prefecture():
    form = SignupForm(data={**VALID, "prefecture": "東京"})
    assert not form.is_valid()
    assert "prefecture" in form.errors


@pytest.mark.django_db
def test_rejects_foreign_phone():
    form = SignupForm(data={**VALID, "phone": "+1 415 555 0100"})
    assert not form.is_valid()
    assert "phone" in form.errors
