"""Thin client for the ledger API (internal, behind the VPN)."""
from __future__ import annotations

import logging
import time

import requests

from ledger_sync.models import Txn

log = logging.getLogger(__name__)


class LedgerClient:
    def __init__(self, base_url: str, token: str, timeout: float = 10.0, retries: int = 3):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"
        self.timeout = timeout
        self.retries = retries

    def known_fingerprints(self, account: str, since: str | None = None) -> set[str]:
        params = {"account": account}
        if since:
            params["since"] = since
        r = self.session.get(f"{self.base_url}/v1/fingerprints", params=params, timeout=self.timeout)
        r.raise_for_status()
        return set(r.json()["fingerprints"])

    def post(self, txn: Txn, fingerprint: str) -> bool:
        """Post one transaction; False when the ledger already had it (409)."""
        body = {**txn.to_payload(), "fingerprint": fingerprint}
        for attempt in range(1, self.retries + 1):
            r = self.session.post(f"{self.base_url}/v1/transactions", json=body, timeout=self.timeout)
            if r.status_code == 409:
                return False
            if r.status_code < 500:
                r.raise_for_status()
                return True
            log.warning("ledger returned %s, attempt %d/%d", r.status_code, attempt, self.retries)
            time.sleep(2 ** attempt)
        r.raise_for_status()
        return True
