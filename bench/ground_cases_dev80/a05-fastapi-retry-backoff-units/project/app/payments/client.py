from __future__ import annotations

from decimal import Decimal

import httpx
import structlog

from app.payments.retry import with_retries
from app.settings import get_settings


class PaylaneClient:
    def __init__(self, transport: httpx.BaseTransport | None = None) -> None:
        settings = get_settings()
        self._http = httpx.Client(
            base_url=settings.provider_url,
            headers={"Authorization": f"Bearer {settings.provider_api_key}"},
            timeout=settings.payments_timeout_s,
            transport=transport,
        )

    def _headers(self) -> dict[str, str]:
        rid = structlog.contextvars.get_contextvars().get("request_id")
        return {"X-Request-ID": rid} if rid else {}

    def create_payout(self, account_ref: str, amount: Decimal, currency: str, idempotency_key: str) -> dict:
        def call() -> dict:
            response = self._http.post(
                "/payouts",
                json={"account": account_ref, "amount": str(amount), "currency": currency},
                headers={"Idempotency-Key": idempotency_key, **self._headers()},
            )
            response.raise_for_status()
            return response.json()

        return with_retries(call, op="create_payout")

    def get_payout(self, payout_id: str) -> dict:
        def call() -> dict:
            response = self._http.get(f"/payouts/{payout_id}", headers=self._headers())
            response.raise_for_status()
            return response.json()

        return with_retries(call, op="get_payout")

    def close(self) -> None:
        self._http.close()
