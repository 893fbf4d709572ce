from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from paykit.client import Paykit


class Refunds:
    def __init__(self, client: "Paykit") -> None:
        self._client = client

    def create(self, *, charge: str, amount: int | None = None, reason: str | None = None,
               idempotency_key: str | None = None) -> dict[str, Any]:
        body = {"charge": charge, "amount": amount, "reason": reason}
        return self._client.request("POST", "/v1/refunds", json={k: v for k, v in body.items() if v is not None},
                                    idempotency_key=idempotency_key)

    def list(self, *, charge: str | None = None, limit: int = 10,
             starting_after: str | None = None) -> dict[str, Any]:
        params = {"charge": charge, "limit": limit, "starting_after": starting_after}
        return self._client.request("GET", "/v1/refunds", params={k: v for k, v in params.items() if v is not None})
