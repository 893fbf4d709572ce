from datetime import date, timedelta
from unittest import mock

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from digest import tasks
from digest.models import DigestDelivery, Invoice, Reminder

pytestmark = pytest.mark.django_db


@pytest.fixture
def user():
    return get_user_model().objects.create_user("ana", "ana@example.com", "x")


@mock.patch("digest.tasks.mailer")
def test_digest_sends_one_mail_per_user(mailer, user):
    assert tasks.send_weekly_digest.apply().get() == 1
    assert mailer.send_digest.call_count == 1


@mock.patch("digest.tasks.mailer")
def test_digest_is_idempotent_per_week(mailer, user):
    tasks.send_weekly_digest.apply()
    tasks.send_weekly_digest.apply()
    assert mailer.send_digest.call_count == 1
    assert DigestDelivery.objects.count() == 1


@mock.patch("digest.tasks.mailer")
def test_reminder_counts_up(mailer, user):
    inv = Invoice.objects.create(customer=user, number="INV-1", amount_cents=1000,
                                 due_on=date.today() - timedelta(days=10))
    tasks.send_invoice_reminders.apply()
    assert Reminder.objects.get(invoice=inv).sent_count == 1


@mock.patch("digest.tasks.mailer")
def test_reminder_stops_after_three(mailer, user):
    inv = Invoice.objects.create(customer=user, number="INV-2", amount_cents=1000,
                                 due_on=date.today() - timedelta(days=30))
    Reminder.objects.create(invoice=inv, sent_count=3, last_sent_at=timezone.now() - timedelta(days=5))
    tasks.send_invoice_reminders.apply()
    mailer.send_reminder.assert_not_called()
