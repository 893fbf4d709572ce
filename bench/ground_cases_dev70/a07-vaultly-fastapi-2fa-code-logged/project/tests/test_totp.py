import pyotp
from freezegun import freeze_time

from app.auth.totp import verify_code

SECRET = "JBSWY3DPEHPK3PXP"


def test_current_code_accepted():
    assert verify_code(SECRET, pyotp.TOTP(SECRET).now())


def test_code_with_space_accepted():
    code = pyotp.TOTP(SECRET).now()
    assert verify_code(SECRET, f"{code[:3]} {code[3:]}")


def test_garbage_rejected():
    assert not verify_code(SECRET, "12ab56")
    assert not verify_code(SECRET, "1234567")


@freeze_time("2025-11-26 10:00:00")
def test_code_from_previous_step_accepted():
    previous = pyotp.TOTP(SECRET).at(1764151200 - 30)
    assert verify_code(SECRET, previous)


@freeze_time("2025-11-26 10:00:00")
def test_code_from_long_ago_rejected():
    old = pyotp.TOTP(SECRET).at(1764151200 - 300)
    assert not verify_code(SECRET, old)
