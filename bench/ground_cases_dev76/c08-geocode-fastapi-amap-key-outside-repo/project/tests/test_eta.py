from datetime import datetime, timezone

from app.eta import eta_at, eta_minutes, haversine_km


def test_haversine_people_square_to_lujiazui():
    assert round(haversine_km(121.4737, 31.2304, 121.4998, 31.2397), 1) == 2.7


def test_eta_minutes_at_least_one():
    assert eta_minutes(121.47, 31.23, 121.47, 31.23) == 1


def test_eta_at_uses_depot_timezone():
    depart = datetime(2025, 11, 11, 2, 0, tzinfo=timezone.utc)
    assert eta_at(depart, 15) == "10:15"
