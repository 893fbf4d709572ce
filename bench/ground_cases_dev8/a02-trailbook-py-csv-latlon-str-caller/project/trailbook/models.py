from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass(frozen=True, slots=True)
class Point:
    lat: float
    lon: float
    ele: float
    t: datetime


@dataclass
class Activity:
    name: str
    started_at: datetime
    points: list[Point] = field(default_factory=list)
    distance_km: float = 0.0
    ascent_m: float = 0.0
