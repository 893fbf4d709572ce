"""Minimal async client for the station's cloud API."""
from __future__ import annotations

import asyncio

import aiohttp

from .const import API_BASE, REQUEST_TIMEOUT


class StationApiError(Exception):
    """Any failure talking to the station API."""


class RateLimited(StationApiError):
    """HTTP 429 from the API."""


class StationApi:
    def __init__(self, session: aiohttp.ClientSession, api_key: str, station_id: str) -> None:
        self._session = session
        self._api_key = api_key
        self._station_id = station_id

    async def current(self) -> dict:
        url = f"{API_BASE}/current/{self._station_id}"
        try:
            async with asyncio.timeout(REQUEST_TIMEOUT):
                resp = await self._session.get(url, headers={"X-Api-Key": self._api_key})
        except (aiohttp.ClientError, TimeoutError) as err:
            raise StationApiError(f"cannot reach station API: {err}") from err
        if resp.status == 429:
            raise RateLimited("429 Too Many Requests")
        if resp.status != 200:
            raise StationApiError(f"station API returned {resp.status}")
        payload = await resp.json()
        return payload["data"]
