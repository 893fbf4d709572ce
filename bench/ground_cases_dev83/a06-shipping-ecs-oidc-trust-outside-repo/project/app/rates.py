from __future__ import annotations

from dataclasses import dataclass


@dataclass
class RateRequest:
    weight_g: int
    country: str
    express: bool = False

    def __post_init__(self):
        if self.weight_g <= 0 or self.weight_g > 31_500:
            raise ValueError("weight_g must be between 1 and 31500")
        if len(self.country) != 2:
            raise ValueError("country must be an ISO 3166 alpha-2 code")


@dataclass
class Rate:
    carrier: str
    service: str
    price_cents: int


BASE = {"dhl": 499, "ups": 650, "gls": 420}


def quote(req: RateRequest, timeout: float = 8.0) -> list[Rate]:
    kg = max(1, round(req.weight_g / 1000))
    rates = []
    for carrier, base in BASE.items():
        price = base + 110 * (kg - 1)
        if req.country.upper() != "DE":
            price += 900
        if req.express:
            price = int(price * 1.8)
        rates.append(Rate(carrier, "express" if req.express else "standard", price))
    return sorted(rates, key=lambda r: r.price_cents)
