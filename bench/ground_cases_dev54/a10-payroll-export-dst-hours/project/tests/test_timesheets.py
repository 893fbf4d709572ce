from datetime import date, datetime
from decimal import Decimal

from payroll_export.timesheets import Shift, _hours_between, read_shifts

HEADER = "employee_no;date;clock_in;clock_out;cost_center\n"


def test_day_shift():
    assert _hours_between(datetime(2025, 3, 10, 7, 0), datetime(2025, 3, 10, 15, 30)) == Decimal("8.50")


def test_night_shift_past_midnight():
    assert _hours_between(datetime(2025, 3, 10, 22, 0), datetime(2025, 3, 10, 6, 0)) == Decimal("8.00")


def test_read_shifts_skips_open_shifts(tmp_path):
    dump = tmp_path / "shifts_20250310.csv"
    dump.write_text(HEADER + "1042;2025-03-10;07:00;15:30;KST-310\n1043;2025-03-10;08:00;;KST-310\n", encoding="utf-8")
    shifts = read_shifts(dump)
    assert [s.employee_no for s in shifts] == ["1042"]
    assert shifts[0].hours == Decimal("8.50")


def test_read_shifts_accepts_iso_datetime_dates(tmp_path):
    dump = tmp_path / "shifts_20250331.csv"
    dump.write_text(HEADER + "1042;2025-03-31T00:00:00;07:00;15:30;KST-310\n", encoding="utf-8")
    assert read_shifts(dump)[0].day == date(2025, 3, 31)


def test_hours_are_rounded_to_cents_of_an_hour():
    s = Shift("1042", date(2025, 3, 10), datetime(2025, 3, 10, 7, 0), datetime(2025, 3, 10, 7, 20), "KST-310")
    assert s.hours == Decimal("0.33")
