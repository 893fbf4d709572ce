from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from digest.models import Subscriber, Topic
from digest.tasks import send_weekly_digest

pytestmark = pytest.mark.django_db


@pytest.fixture
def topic():
    return Topic.objects.create(title="Allotment swap", slug="allotment-swap", reply_count=12)


def make_sub(django_user_model, email, **kw):
    user = django_user_model.objects.create_user(username=email.split("@")[0], email=email)
    return Subscriber.objects.create(user=user, email=email, **kw)


def test_sends_to_weekly_subscribers(django_user_model, topic):
    make_sub(django_user_model, "ann@example.com")
    make_sub(django_user_model, "bob@example.com", frequency=Subscriber.MONTHLY)
    assert send_weekly_digest.apply().get() == 1
    assert [m.to for m in mail.outbox] == [["ann@example.com"]]


def test_skips_inactive(django_user_model, topic):
    make_sub(django_user_model, "cat@example.com", is_active=False)
    assert send_weekly_digest.apply().get() == 0


def test_nothing_new_nothing_sent(django_user_model):
    Topic.objects.create(title="Old", slug="old", created_at=timezone.now() - timedelta(days=30))
    make_sub(django_user_model, "dan@example.com")
    assert send_weekly_digest.apply().get() == 0
