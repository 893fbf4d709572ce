from unittest import mock

import pytest
from django.core import mail

from accounts.models import User
from notifications.digest import Digest
from notifications.tasks import send_weekly_digest


@pytest.fixture
def digest_with_items():
    with mock.patch("notifications.tasks.build_digest") as build:
        build.side_effect = lambda u: Digest(user_id=u.id, items=[{"id": 1, "title": "t", "slug": "t"}])
        yield build


@pytest.mark.django_db
def test_digest_goes_to_opted_in_users(digest_with_items):
    User.objects.create_user("a", "a@example.com", marketing_opt_in=True)
    User.objects.create_user("b", "b@example.com", marketing_opt_in=False)
    assert send_weekly_digest() == 1
    assert [m.to for m in mail.outbox] == [["a@example.com"]]


@pytest.mark.django_db
def test_digest_skips_deleted_users(digest_with_items):
    User.objects.create_user("a", "a@example.com")
    gone = User.objects.create_user("b", "b@example.com")
    User.objects.filter(pk=gone.pk).update(deleted_at="2025-10-01T00:00:00Z")  # old rows: opt-in untouched
    assert send_weekly_digest() == 1
    assert [m.to for m in mail.outbox] == [["a@example.com"]]


@pytest.mark.django_db
def test_digest_skips_empty(digest_with_items):
    digest_with_items.side_effect = lambda u: Digest(user_id=u.id)
    User.objects.create_user("a", "a@example.com")
    assert send_weekly_digest() == 0
