from datetime import datetime, timezone

import pytest

from trailbook.geo import elevation_gain, haversine, total_distance
from trailbook.models import Point

T = datetime(2024, 9, 14, 7, 0, tzinfo=timezone.utc)


def test_haversine_innsbruck_to_hall():
    a = Point(47.2692, 11.4041, 574.0, T)
    b = Point(47.2833, 11.5067, 574.0, T)
    assert haversine(a, b) == pytest.approx(7.9, abs=0.1)


def test_total_distance_of_one_point_is_zero():
    assert total_distance([Point(47.0, 11.0, 0.0, T)]) == 0


def test_elevation_gain_ignores_jitter():
    pts = [Point(47.0, 11.0, e, T) for e in (500.0, 501.0, 500.5, 510.0, 509.0, 520.0)]
    assert elevation_gain(pts) == pytest.approx(20.0)
