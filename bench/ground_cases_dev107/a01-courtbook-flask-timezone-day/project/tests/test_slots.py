from zoneinfo import ZoneInfo

from app.slots import Booking, day_key, free_slots, group_by_day, overlaps

LONDON = ZoneInfo("Europe/London")


def test_day_key_london_winter():
    b = Booking(1, "court-1", "amira", 1733045400)  # 2024-12-01 09:30 UTC
    assert day_key(b, LONDON) == "2024-12-01"


def test_group_skips_cancelled():
    a = Booking(1, "court-1", "amira", 1733045400)
    b = Booking(2, "court-2", "tom", 1733050800, status="cancelled")
    assert list(group_by_day([a, b], LONDON)["2024-12-01"]) == [a]


def test_overlaps_same_court():
    a = Booking(1, "court-1", "amira", 1733045400)
    b = Booking(2, "court-1", "tom", 1733047200)
    assert overlaps(a, b)


def test_no_overlap_other_court():
    a = Booking(1, "court-1", "amira", 1733045400)
    b = Booking(2, "court-2", "tom", 1733045400)
    assert not overlaps(a, b)


def test_free_slots_full_day():
    slots = free_slots("2024-12-02", "court-1", [], LONDON)
    assert slots[0] == "07:00" and slots[-1] == "21:00"
    assert len(slots) == 15
