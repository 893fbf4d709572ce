"""地址 → 坐标，调用高德 Web 服务 API（/v3/geocode/geo）。"""
from __future__ import annotations

import logging
from dataclasses import dataclass

import httpx

from app.address import normalize_address
from app.settings import get_settings

log = logging.getLogger(__name__)


@dataclass
class GeoPoint:
    lng: float
    lat: float
    level: str


async def geocode(address: str, city: str | None = None) -> GeoPoint | None:
    s = get_settings()
    params = {
        "key": s.amap_key,
        "address": normalize_address(address),
        "city": city or s.default_city,
        "output": "JSON",
    }
    async with httpx.AsyncClient(base_url=s.amap_base_url, timeout=s.request_timeout_s) as client:
        resp = await client.get("/v3/geocode/geo", params=params)
    data = resp.json()
    if data.get("status") != "1":
        log.warning("amap geocode failed: info=%s infocode=%s", data.get("info"), data.get("infocode"))
        return None
    if not data.get("geocodes"):
        return None
    first = data["geocodes"][0]
    lng, lat = (float(x) for x in first["location"].split(","))
    return GeoPoint(lng=lng, lat=lat, level=first.get("level", ""))
