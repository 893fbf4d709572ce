"""Distances on a sphere, good enough for hiking logs."""

from __future__ import annotations

from itertools import pairwise
from math import asin, cos, radians, sin, sqrt

from trailbook.models import Point

EARTH_RADIUS_KM = 6371.0088


def haversine(a: Point, b: Point) -> float:
    """Great-circle distance between two points in km."""
    phi1, phi2 = radians(a.lat), radians(b.lat)
    dphi = phi2 - phi1
    dlmb = radians(b.lon - a.lon)
    h = sin(dphi / 2) ** 2 + cos(phi1) * cos(phi2) * sin(dlmb / 2) ** 2
    return 2 * EARTH_RADIUS_KM * asin(sqrt(h))


def total_distance(points: list[Point]) -> float:
    return sum(haversine(a, b) for a, b in pairwise(points))


def elevation_gain(points: list[Point], threshold: float = 2.0) -> float:
    """Sum of climbs, ignoring jitter smaller than ``threshold`` metres."""
    gain, base = 0.0, points[0].ele if points else 0.0
    for p in points[1:]:
        if p.ele - base >= threshold:
            gain += p.ele - base
            base = p.ele
        elif p.ele < base:
            base = p.ele
    return gain
