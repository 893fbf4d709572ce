from __future__ import annotations

from tests.conftest import make


def test_daily_counts_by_provider(client):
    make(client, "2031-03-04T15:00:00+00:00", provider="Patel")
    make(client, "2031-03-04T16:00:00+00:00", provider="Okafor")
    make(client, "2031-03-05T15:00:00+00:00", provider="Patel")
    report = client.get("/reports/daily/2031-03-04").json()
    assert report["total"] == 2
    assert report["by_provider"] == {"Patel": 1, "Okafor": 1}


def test_cancelled_not_counted_in_minutes(client, store):
    a = make(client, "2031-03-04T15:00:00+00:00", minutes=30)
    make(client, "2031-03-04T16:00:00+00:00", minutes=45)
    from clinic.models import Status

    store.set_status(a["id"], Status.cancelled)
    report = client.get("/reports/daily/2031-03-04").json()
    assert report["booked_minutes"] == 45
    assert report["by_status"] == {"cancelled": 1, "booked": 1}


def test_empty_day(client):
    report = client.get("/reports/daily/2031-03-09").json()
    assert report["total"] == 0
    assert report["bookings"] == []
    assert report["tz"] == "America/Chicago"


def test_report_lists_bookings_in_order(client):
    make(client, "2031-03-04T18:00:00+00:00", provider="Okafor")
    make(client, "2031-03-04T14:00:00+00:00", provider="Patel")
    report = client.get("/reports/daily/2031-03-04").json()
    assert [b["provider"] for b in report["bookings"]] == ["Patel", "Okafor"]
