from dataclasses import dataclass, field
from datetime import timedelta


@dataclass
class Leg:
    km: float


@dataclass
class Trip:
    vehicle: str
    duration: timedelta
    legs: list[Leg] = field(default_factory=list)
