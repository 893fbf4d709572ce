"""外部ジオコーディング API のクライアント。"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache

import httpx

from app.normalize import normalize_address

GEOCODER_URL = os.environ.get("GEOCODER_URL", "https://geocoder.internal.example/v1/search")
TIMEOUT = httpx.Timeout(5.0, connect=2.0)


@dataclass(frozen=True)
class GeoPoint:
    lat: float
    lng: float
    precision: str


class GeocodeError(Exception):
    pass


def geocode(address: str) -> GeoPoint | None:
    return _geocode_normalized(normalize_address(address))


@lru_cache(maxsize=4096)
def _geocode_normalized(query: str) -> GeoPoint | None:
    try:
        res = httpx.get(GEOCODER_URL, params={"q": query, "limit": 1}, timeout=TIMEOUT)
        res.raise_for_status()
    except httpx.HTTPError as exc:
        raise GeocodeError(str(exc)) from exc
    features = res.json().get("features", [])
    if not features:
        return None
    lng, lat = features[0]["geometry"]["coordinates"]
    return GeoPoint(lat=lat, lng=lng, precision=features[0]["properties"].get("level", "unknown"))
