"""HTTP client for the harbour authority open-data API."""
from __future__ import annotations

import logging

import httpx

log = logging.getLogger(__name__)
BASE = "https://opendata.harbour.example/api/v2"


def fetch_stations(client: httpx.Client) -> bytes:
    log.debug("fetching station list")
    response = client.get(f"{BASE}/stations.csv", timeout=30)
    response.raise_for_status()
    return response.content


def fetch_readings(client: httpx.Client, station: str) -> bytes:
    response = client.get(f"{BASE}/readings/{station}.csv", timeout=30)
    response.raise_for_status()
    return response.content
