import time

import pytest

from accounts.models import Member
from accounts.tokens import check_reset_token, make_reset_token

pytestmark = pytest.mark.django_db


@pytest.fixture
def member():
    return Member.objects.create_user("13800000001", email="a@example.cn", password="old-pass-123")


def test_fresh_token_is_valid(member):
    token = make_reset_token(member)
    assert check_reset_token(token) == member


def test_token_expires(member):
    issued = time.time()
    token = make_reset_token(member, now=issued)
    assert check_reset_token(token, now=issued + 31 * 60) is None


def test_token_still_valid_after_29_minutes(member):
    issued = time.time()
    token = make_reset_token(member, now=issued)
    assert check_reset_token(token, now=issued + 29 * 60) == member


def test_token_dies_after_password_change(member):
    token = make_reset_token(member)
    member.set_password("new-pass-456")
    member.save()
    assert check_reset_token(token) is None


def test_tampered_token_rejected(member):
    uid, issued, sig = make_reset_token(member).split(".")
    assert check_reset_token(f"{uid}.{int(issued) + 60}.{sig}") is None
