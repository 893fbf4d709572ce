from datetime import datetime

from fieldlog import create_app
from fieldlog.timeutil import parse_day, to_local


def test_parse_day_iso():
    assert parse_day("2025-11-03").isoformat() == "2025-11-03"


def test_to_local_shifts_zone():
    assert to_local(datetime(2025, 11, 3, 23, 30), "Europe/Berlin").date().isoformat() == "2025-11-04"


def test_export_header(monkeypatch):
    monkeypatch.setattr("fieldlog.export.visits_between", lambda s, e: [])
    client = create_app().test_client()
    resp = client.get("/export/visits.csv?from=2025-11-01&to=2025-11-02")
    assert resp.data.decode().splitlines()[0] == "date,time,technician,site,notes"
