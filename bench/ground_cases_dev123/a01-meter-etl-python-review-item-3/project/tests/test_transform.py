from datetime import datetime, timezone

import pytest

from etl.transform import Reading, daily_totals, dedupe, local_day, to_kwh

UTC = timezone.utc


def r(ts: str, value: float, unit: str = "kWh", meter: str = "M1") -> Reading:
    return Reading(meter, datetime.fromisoformat(ts).replace(tzinfo=UTC), value, unit)


def test_to_kwh_units():
    assert to_kwh(r("2025-03-01T10:00", 500, "Wh")) == pytest.approx(0.5)
    assert to_kwh(r("2025-03-01T10:00", 2, "MWh")) == pytest.approx(2000)


def test_to_kwh_unknown_unit():
    with pytest.raises(ValueError):
        to_kwh(r("2025-03-01T10:00", 1, "BTU"))


def test_dedupe_drops_exact_duplicates():
    rows = [r("2025-03-01T10:00", 1.0), r("2025-03-01T10:00", 1.0), r("2025-03-01T10:15", 2.0)]
    assert len(dedupe(rows)) == 2


def test_daily_totals_single_meter():
    rows = [r("2025-03-01T10:00", 1.0), r("2025-03-01T10:15", 2.0), r("2025-03-01T10:30", 3.0)]
    totals = daily_totals(rows)
    assert totals[("M1", datetime(2025, 3, 1).date())] == pytest.approx(6.0)


def test_local_day_uses_berlin_time():
    # 23:30 UTC on Oct 31 is already Nov 1 in Berlin (UTC+1 after the DST switch)
    assert local_day(datetime(2025, 10, 31, 23, 30, tzinfo=UTC)).isoformat() == "2025-11-01"
