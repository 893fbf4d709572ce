from dataclasses import dataclass
from datetime import datetime


@dataclass
class User:
    id: int
    name: str
    locale: str = "ja"
    timezone: str = "Asia/Tokyo"
    push_token: str | None = None


@dataclass
class Reservation:
    id: int
    user: User
    shop_name: str
    starts_at: datetime  # aware, UTC
    party_size: int = 1
