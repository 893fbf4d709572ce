"""Order rows -> ParcelHub shipment payloads."""
from __future__ import annotations

from dataclasses import dataclass

SERVICE_BY_COUNTRY = {
    "DE": "parcel_de",
    "AT": "parcel_eu",
    "NL": "parcel_eu",
    "BE": "parcel_eu",
    "FR": "parcel_eu",
}
DEFAULT_SERVICE = "parcel_world"


@dataclass(frozen=True)
class Order:
    id: int
    reference: str
    name: str
    street: str
    postcode: str
    city: str
    country: str
    email: str
    weight_g: int
    items: int


def service_for(country: str) -> str:
    return SERVICE_BY_COUNTRY.get(country.upper(), DEFAULT_SERVICE)


def to_shipment(order: Order) -> dict:
    return {
        "reference": order.reference,
        "service": service_for(order.country),
        "recipient": {
            "name": order.name,
            "street": order.street,
            "postcode": order.postcode,
            "city": order.city,
            "country": order.country.upper(),
            "email": order.email,
        },
        "parcel": {
            "weight_kg": round(order.weight_g / 1000, 3),
            "pieces": max(order.items, 1),
        },
    }
