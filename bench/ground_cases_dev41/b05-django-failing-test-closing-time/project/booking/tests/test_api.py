from booking.models import Doctor, Slot
from booking.tests.conftest import at


def url(clinic, suffix=""):
    return f"/api/clinics/{clinic.pk}/slots/{suffix}"


def test_list_slots(api, clinic, doctor):
    Slot.objects.create(clinic=clinic, doctor=doctor, start=at(20, 10), end=at(20, 10, 30))
    res = api.get(url(clinic))
    assert res.status_code == 200
    assert len(res.json()) == 1


def test_list_slots_filtered_by_date(api, clinic, doctor):
    Slot.objects.create(clinic=clinic, doctor=doctor, start=at(20, 10), end=at(20, 10, 30))
    Slot.objects.create(clinic=clinic, doctor=doctor, start=at(21, 10), end=at(21, 10, 30))
    # 08:30 JST on the 21st is still the 20th in UTC: it must count as the 21st
    Slot.objects.create(clinic=clinic, doctor=doctor, start=at(21, 8, 30), end=at(21, 9))
    res = api.get(url(clinic), {"date": "2025-11-21"})
    assert res.status_code == 200
    assert [s["start"] for s in res.json()] == ["2025-11-21T08:30:00+09:00", "2025-11-21T10:00:00+09:00"]


def test_list_slots_rejects_bad_date(api, clinic):
    res = api.get(url(clinic), {"date": "11/21"})
    assert res.status_code == 400


def test_create_slot(api, clinic, doctor):
    body = {"doctor": doctor.pk, "start": "2025-11-20T10:00:00+09:00", "end": "2025-11-20T10:30:00+09:00"}
    res = api.post(url(clinic), body, format="json")
    assert res.status_code == 201, res.json()
    assert res.json()["available"] == 1


def test_create_last_slot_of_day(api, clinic, doctor):
    # 17:30-18:00 is the last slot of the day: the clinic closes at 18:00
    body = {"doctor": doctor.pk, "start": "2025-11-20T17:30:00+09:00", "end": "2025-11-20T18:00:00+09:00"}
    res = api.post(url(clinic), body, format="json")
    assert res.status_code == 201, res.json()


def test_overlapping_slot_is_rejected(api, clinic, doctor):
    Slot.objects.create(clinic=clinic, doctor=doctor, start=at(20, 10), end=at(20, 10, 30))
    body = {"doctor": doctor.pk, "start": "2025-11-20T10:15:00+09:00", "end": "2025-11-20T10:45:00+09:00"}
    res = api.post(url(clinic), body, format="json")
    assert res.status_code == 400


def test_doctor_of_other_clinic_is_rejected(api, clinic, doctor):
    other = Doctor.objects.create(clinic=type(clinic).objects.create(name="別院"), name="佐藤")
    body = {"doctor": other.pk, "start": "2025-11-20T10:00:00+09:00", "end": "2025-11-20T10:30:00+09:00"}
    res = api.post(url(clinic), body, format="json")
    assert res.status_code == 400


def test_book_until_full(api, clinic, doctor):
    slot = Slot.objects.create(clinic=clinic, doctor=doctor, start=at(20, 11), end=at(20, 11, 30), capacity=1)
    assert api.post(url(clinic, f"{slot.pk}/book/")).status_code == 200
    assert api.post(url(clinic, f"{slot.pk}/book/")).status_code == 409
