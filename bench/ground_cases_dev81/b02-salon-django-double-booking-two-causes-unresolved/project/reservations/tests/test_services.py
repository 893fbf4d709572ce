from datetime import timedelta
from unittest import mock

import pytest
from django.utils import timezone

from reservations import services
from reservations.models import Reservation, Slot, Stylist


@pytest.fixture
def slot(db):
    stylist = Stylist.objects.create(name="佐藤")
    return Slot.objects.create(stylist=stylist, starts_at=timezone.now() + timedelta(days=3))


@mock.patch("reservations.services.notifications")
def test_book_onsite_is_confirmed(notifications, slot):
    r = services.book_slot(slot.pk, name="山田", email="yamada@example.com")
    assert r.status == Reservation.Status.CONFIRMED
    notifications.send_confirmation.assert_called_once_with(r)


@mock.patch("reservations.services.notifications")
def test_second_booking_is_rejected(notifications, slot):
    services.book_slot(slot.pk, name="山田", email="yamada@example.com")
    with pytest.raises(services.SlotUnavailable):
        services.book_slot(slot.pk, name="鈴木", email="suzuki@example.com")


@mock.patch("reservations.services.notifications")
def test_past_slot_is_rejected(notifications, db):
    stylist = Stylist.objects.create(name="田中")
    past = Slot.objects.create(stylist=stylist, starts_at=timezone.now() - timedelta(hours=1))
    with pytest.raises(services.SlotUnavailable):
        services.book_slot(past.pk, name="山田", email="yamada@example.com")


@mock.patch("reservations.services.notifications")
@mock.patch("reservations.services.payments")
def test_cancel_refunds_online_payment(payments, notifications, slot):
    payments.create_intent.return_value = mock.Mock(id="pi_123")
    r = services.book_slot(slot.pk, name="山田", email="yamada@example.com", pay_online=True)
    services.cancel(r)
    payments.refund.assert_called_once_with("pi_123")
