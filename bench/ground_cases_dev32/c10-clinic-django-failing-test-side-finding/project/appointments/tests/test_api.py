from datetime import timedelta

from django.utils import timezone

from appointments import services
from appointments.models import Doctor, Slot


def test_book_returns_201(client, slot):
    r = client.post("/api/appointments/book", {"slot_id": slot.id}, format="json")
    assert r.status_code == 201
    assert r.json()["doctor"] == "王医生"


def test_book_full_slot_409(client, slot, patient):
    slot.booked = slot.capacity
    slot.save()
    r = client.post("/api/appointments/book", {"slot_id": slot.id}, format="json")
    assert r.status_code == 409
    assert r.json()["code"] == "slot_full"


def test_list_only_own(client, slot, patient, django_user_model):
    other = django_user_model.objects.create_user("p2", password="x")
    services.book(other, slot.id)
    services.book(patient, slot.id)
    r = client.get("/api/appointments")
    assert [a["doctor"] for a in r.json()] == ["王医生"]


def test_list_filter_by_doctor(client, slot, patient):
    other_doctor = Doctor.objects.create(name="李医生", department="外科")
    other_slot = Slot.objects.create(doctor=other_doctor, start_at=timezone.now() + timedelta(days=2))
    services.book(patient, slot.id)
    services.book(patient, other_slot.id)
    r = client.get("/api/appointments", {"doctor_id": other_doctor.id})
    assert [a["doctor"] for a in r.json()] == ["李医生"]
    assert client.get("/api/appointments", {"doctor_id": "abc"}).status_code == 400


def test_cancel_too_late_409(client, doctor, patient):
    s = Slot.objects.create(doctor=doctor, start_at=timezone.now() + timedelta(minutes=30))
    appt = services.book(patient, s.id)
    r = client.post(f"/api/appointments/{appt.id}/cancel")
    assert r.status_code == 409
    assert r.json()["code"] == "too_late"
