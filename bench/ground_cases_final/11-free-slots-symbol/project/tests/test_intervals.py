from datetime import datetime

from calsync.intervals import Interval, merge_intervals, subtract


def iv(a, b):
    return Interval(datetime(2024, 6, 12, *a), datetime(2024, 6, 12, *b))


def test_merge_intervals_overlapping():
    got = merge_intervals([iv((10, 0), (11, 0)), iv((9, 0), (10, 30))])
    assert got == [iv((9, 0), (11, 0))]


def test_merge_intervals_touching():
    got = merge_intervals([iv((9, 0), (10, 0)), iv((10, 0), (11, 0))])
    assert got == [iv((9, 0), (11, 0))]


def test_merge_intervals_disjoint():
    got = merge_intervals([iv((13, 0), (14, 0)), iv((9, 0), (10, 0))])
    assert got == [iv((9, 0), (10, 0)), iv((13, 0), (14, 0))]


def test_subtract():
    free = subtract(iv((9, 0), (18, 0)), [iv((10, 0), (12, 0)), iv((15, 0), (16, 0))])
    assert free == [iv((9, 0), (10, 0)), iv((12, 0), (15, 0)), iv((16, 0), (18, 0))]
