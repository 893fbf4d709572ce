"""HTTP client for the tide gauge API."""
from __future__ import annotations

from datetime import datetime
from typing import Any

import httpx

from tidewatch.config import load_config
from tidewatch.parse import Reading, parse_feed


class Client:
    def __init__(self, config: dict[str, Any] | None = None) -> None:
        self.config = config or load_config()
        self._http = httpx.Client(base_url=self.config["base_url"], headers={"User-Agent": "tidewatch/0.6"})

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def _station(self, station: str | None) -> str:
        station = station or self.config.get("station")
        if not station:
            raise ValueError("no station given and none configured")
        return station

    def stations(self) -> list[dict[str, Any]]:
        resp = self._http.get("/stations", timeout=self.config["timeout"])
        resp.raise_for_status()
        return list(resp.json()["stations"])

    def latest(self, station: str | None = None, timeout: float | None = None) -> Reading:
        sid = self._station(station)
        resp = self._http.get(f"/stations/{sid}/latest.txt", timeout=timeout or self.config["timeout"])
        resp.raise_for_status()
        return parse_feed(resp.text)[-1]

    def between(self, start: datetime, end: datetime, station: str | None = None) -> list[Reading]:
        sid = self._station(station)
        resp = self._http.get(
            f"/stations/{sid}/readings.json",
            params={"from": start.isoformat(), "to": end.isoformat()},
            timeout=self.config["timeout"],
        )
        resp.raise_for_status()
        return [
            Reading(station=r["station"], time=datetime.fromisoformat(r["time"]), level_m=float(r["level_m"]))
            for r in resp.json()["readings"]
        ]
