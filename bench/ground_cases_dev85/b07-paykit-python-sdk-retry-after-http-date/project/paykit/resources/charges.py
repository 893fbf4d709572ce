from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from paykit.client import Paykit


class Charges:
    def __init__(self, client: "Paykit") -> None:
        self._client = client

    def create(self, *, amount: int, currency: str = "jpy", customer: str | None = None,
               source: str | None = None, description: str | None = None,
               idempotency_key: str | None = None) -> dict[str, Any]:
        body = {"amount": amount, "currency": currency, "customer": customer, "source": source,
                "description": description}
        return self._client.request("POST", "/v1/charges", json={k: v for k, v in body.items() if v is not None},
                                    idempotency_key=idempotency_key)

    def retrieve(self, charge_id: str) -> dict[str, Any]:
        return self._client.request("GET", f"/v1/charges/{charge_id}")

    def capture(self, charge_id: str, *, amount: int | None = None,
                idempotency_key: str | None = None) -> dict[str, Any]:
        body = {"amount": amount} if amount is not None else None
        return self._client.request("POST", f"/v1/charges/{charge_id}/capture", json=body,
                                    idempotency_key=idempotency_key)

    def list(self, *, limit: int = 10, starting_after: str | None = None) -> dict[str, Any]:
        params = {"limit": limit, "starting_after": starting_after}
        return self._client.request("GET", "/v1/charges", params={k: v for k, v in params.items() if v is not None})
