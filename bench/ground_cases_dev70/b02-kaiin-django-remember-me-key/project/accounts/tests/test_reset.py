from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from accounts.models import Member, PasswordResetToken


@pytest.fixture
def member(db):
    return Member.objects.create_user(username="hanako", email="hanako@example.jp", password="old-pass-1234")


def test_fresh_token_is_usable(member):
    token = PasswordResetToken.objects.create(member=member)
    assert token.is_usable()


def test_token_expires_after_ttl(member, settings):
    settings.RESET_TOKEN_TTL_MINUTES = 30
    token = PasswordResetToken.objects.create(member=member, created_at=timezone.now() - timedelta(minutes=31))
    assert token.is_expired()


def test_used_token_is_not_usable(member):
    token = PasswordResetToken.objects.create(member=member)
    token.mark_used()
    assert not token.is_usable()


def test_confirm_page_for_expired_token_is_gone(client, member):
    token = PasswordResetToken.objects.create(member=member, created_at=timezone.now() - timedelta(hours=2))
    response = client.get(reverse("accounts:reset_confirm", args=[token.token]))
    assert response.status_code == 410
