from datetime import datetime

from shifts2ics.parse import to_shift


def row(**kw):
    base = {"date": "2025-11-03", "start": "09:00", "end": "17:30", "role": "レジ", "note": ""}
    base.update(kw)
    return base


def test_day_shift():
    s = to_shift(row())
    assert s.start == datetime(2025, 11, 3, 9, 0)
    assert s.end == datetime(2025, 11, 3, 17, 30)
    assert s.role == "レジ"


def test_holiday_note_kept():
    s = to_shift(row(date="2025-11-24", note="祝日 "))
    assert s.note == "祝日"
    assert s.day.isoformat() == "2025-11-24"


def test_strips_spaces():
    s = to_shift(row(start=" 10:00", end="15:00 ", role=" 品出し "))
    assert s.start.hour == 10 and s.end.hour == 15
    assert s.role == "品出し"
