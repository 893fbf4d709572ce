"""Tiny client for the TankTrack cloud API (the sensor on the big IBC tank by shed 3)."""
from __future__ import annotations

from dataclasses import dataclass

import aiohttp

from .const import API_BASE


class TankTrackError(Exception):
    """Anything that went wrong talking to TankTrack."""


class TankTrackAuthError(TankTrackError):
    """The API key was refused."""


@dataclass
class Reading:
    level_pct: float
    temperature_c: float | None
    battery_pct: int
    measured_at: str


class TankTrackClient:
    def __init__(self, session: aiohttp.ClientSession, api_key: str, tank_id: str) -> None:
        self._session = session
        self._key = api_key
        self._tank = tank_id

    async def latest(self) -> Reading:
        url = f"{API_BASE}/tanks/{self._tank}/readings/latest"
        async with self._session.get(url, headers={"X-Api-Key": self._key}, timeout=aiohttp.ClientTimeout(total=20)) as resp:
            if resp.status in (401, 403):
                raise TankTrackAuthError(f"HTTP {resp.status}: {await resp.text()}")
            if resp.status != 200:
                raise TankTrackError(f"HTTP {resp.status}")
            body = await resp.json()
        return Reading(
            level_pct=float(body["level_percent"]),
            temperature_c=body.get("temperature_c"),
            battery_pct=int(body.get("battery_percent", 0)),
            measured_at=body["measured_at"],
        )
