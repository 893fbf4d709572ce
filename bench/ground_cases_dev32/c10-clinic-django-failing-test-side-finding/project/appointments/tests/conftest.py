from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone
from rest_framework.test import APIClient

from appointments.models import Doctor, Slot


@pytest.fixture
def patient(db):
    return get_user_model().objects.create_user("p1", password="x")


@pytest.fixture
def doctor(db):
    return Doctor.objects.create(name="王医生", department="内科")


@pytest.fixture
def slot(doctor):
    return Slot.objects.create(doctor=doctor, start_at=timezone.now() + timedelta(days=1), capacity=2)


@pytest.fixture
def client(patient):
    c = APIClient()
    c.force_authenticate(patient)
    return c
