from datetime import date

import pytest

from deliveries import services
from deliveries.models import Delivery
from deliveries.tests.factories import CustomerFactory, DeliveryFactory

TODAY = date(2025, 11, 10)


@pytest.mark.django_db
def test_upcoming_sorted_by_date():
    customer = CustomerFactory()
    later = DeliveryFactory(order__customer=customer, scheduled_date=date(2025, 11, 20),
                            status=Delivery.Status.SCHEDULED)
    sooner = DeliveryFactory(order__customer=customer, scheduled_date=date(2025, 11, 12),
                             status=Delivery.Status.SCHEDULED)
    assert services.upcoming_for_customer(customer, today=TODAY) == [sooner, later]


@pytest.mark.django_db
def test_upcoming_excludes_delivered():
    customer = CustomerFactory()
    DeliveryFactory(order__customer=customer, scheduled_date=date(2025, 11, 12),
                    status=Delivery.Status.DELIVERED)
    assert services.upcoming_for_customer(customer, today=TODAY) == []


@pytest.mark.django_db
def test_can_reschedule_needs_two_days():
    d = DeliveryFactory(scheduled_date=date(2025, 11, 11), status=Delivery.Status.SCHEDULED)
    assert not services.can_reschedule(d, today=TODAY)
    d.scheduled_date = date(2025, 11, 12)
    assert services.can_reschedule(d, today=TODAY)
