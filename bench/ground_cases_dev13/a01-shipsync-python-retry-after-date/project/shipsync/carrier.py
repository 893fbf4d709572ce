"""Thin client for the ParcelHub shipments API."""
from __future__ import annotations

import requests

from shipsync.settings import Settings


class CarrierError(Exception):
    def __init__(self, status: int, body: str):
        super().__init__(f"carrier returned {status}: {body[:200]}")
        self.status = status
        self.body = body


class CarrierClient:
    def __init__(self, settings: Settings, session: requests.Session | None = None):
        self._base = settings.carrier_url.rstrip("/")
        self._timeout = settings.request_timeout
        self._session = session or requests.Session()
        self._session.headers.update({
            "Authorization": f"Bearer {settings.carrier_token}",
            "Accept": "application/json",
            "User-Agent": "shipsync/1.4",
        })

    def create_shipment(self, payload: dict) -> requests.Response:
        return self._session.post(f"{self._base}/shipments", json=payload, timeout=self._timeout)

    def cancel_shipment(self, shipment_id: str) -> requests.Response:
        return self._session.delete(f"{self._base}/shipments/{shipment_id}", timeout=self._timeout)

    @staticmethod
    def raise_for_status(response: requests.Response) -> dict:
        if response.status_code >= 400:
            raise CarrierError(response.status_code, response.text)
        return response.json()
