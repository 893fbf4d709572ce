from datetime import datetime, timedelta, timezone

from app.reports import daily_totals, to_rows, worked_minutes
from app.store import Shift

JST = timezone(timedelta(hours=9))


def shift(staff: str, start: str, hours: float) -> Shift:
    begin = datetime.fromisoformat(start).replace(tzinfo=JST)
    return Shift(staff_id=staff, start=begin, end=begin + timedelta(hours=hours))


def test_break_is_deducted_after_six_hours():
    assert worked_minutes(shift("s1", "2026-03-02T10:00", 8)) == 8 * 60 - 45


def test_short_shift_has_no_break():
    assert worked_minutes(shift("s1", "2026-03-02T10:00", 4)) == 240


def test_daily_totals_groups_by_staff():
    totals = daily_totals([
        shift("s1", "2026-03-02T12:00", 4),
        shift("s2", "2026-03-02T13:00", 3),
        shift("s1", "2026-03-03T18:00", 5),
    ])
    assert len(totals) == 2
    assert sorted(totals[next(iter(totals))]) == ["s1", "s2"]


def test_csv_has_header_row(tmp_path, monkeypatch):
    from fastapi.testclient import TestClient

    from app import main

    monkeypatch.setattr(main, "load_shifts", lambda store=None: [shift("s1", "2026-03-02T12:00", 4)])
    body = TestClient(main.app).get("/reports/daily.csv").text
    assert body.splitlines()[0] == "date,staff_id,hours"


def test_rows_are_hours_with_two_decimals():
    rows = to_rows(daily_totals([shift("s1", "2026-03-02T12:00", 4.5)]))
    assert rows == [["2026-03-02", "s1", "4.50"]]
