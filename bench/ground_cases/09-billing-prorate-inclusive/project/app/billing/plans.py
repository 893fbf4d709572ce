from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class Plan:
    code: str
    name: str
    monthly_price: Decimal
    seats: int


PLANS = {
    "free": Plan("free", "Free", Decimal("0"), 1),
    "team": Plan("team", "Team", Decimal("4800"), 10),
    "business": Plan("business", "Business", Decimal("12000"), 50),
}


def get_plan(code: str) -> Plan:
    try:
        return PLANS[code]
    except KeyError:
        raise ValueError(f"unknown plan: {code}") from None
