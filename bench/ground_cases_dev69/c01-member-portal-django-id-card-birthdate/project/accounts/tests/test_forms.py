import pytest

from accounts.forms import SignupForm

BASE = {
    "username": "zhangsan",
    "phone": "13800138000",
    "real_name": "张三",
    "id_number": "11010519491231002X",
    "birthday": "1949-12-31",
    "password1": "s3cret-pass",
    "password2": "s3cret-pass",
}


@pytest.mark.django_db
def test_signup_form_valid():
    form = SignupForm(data=BASE)
    assert form.is_valid(), form.errors


@pytest.mark.django_db
def test_password_mismatch():
    form = SignupForm(data={**BASE, "password2": "other"})
    assert not form.is_valid()
    assert "password2" in form.errors


@pytest.mark.django_db
@pytest.mark.parametrize("raw", ["1949/12/31", "1949.12.31", "1949年12月31日"])
def test_birthday_text_formats(raw):
    form = SignupForm(data={**BASE, "birthday": raw})
    assert form.is_valid(), form.errors


@pytest.mark.django_db
def test_lowercase_x_in_id_number():
    form = SignupForm(data={**BASE, "id_number": "11010519491231002x"})
    assert form.is_valid(), form.errors
