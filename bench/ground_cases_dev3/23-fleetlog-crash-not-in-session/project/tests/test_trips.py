from datetime import timedelta

from fleetlog.models import Leg, Trip
from fleetlog.trips import average_speed


def test_zero_duration():
    assert average_speed(Trip("v1", timedelta(0), [Leg(3.0)])) == 0.0
