"""API resources. Each method is one HTTP call and returns the decoded JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, Iterator, List, Optional

if TYPE_CHECKING:
    from tally.client import Client

JSON = Dict[str, Any]


class Resource:
    path = ""

    def __init__(self, client: Client) -> None:
        self._client = client

    def get(self, object_id: str) -> JSON:
        result: JSON = self._client.request("GET", f"{self.path}/{object_id}")
        return result

    def list(self, limit: int = 20, starting_after: Optional[str] = None, **filters: Any) -> JSON:
        params = {"limit": limit, "starting_after": starting_after, **filters}
        result: JSON = self._client.request("GET", self.path, params=params)
        return result

    def iterate(self, **filters: Any) -> Iterator[JSON]:
        """Every object, following ``has_more`` / ``starting_after`` pagination."""
        after: Optional[str] = None
        while True:
            page = self.list(limit=100, starting_after=after, **filters)
            yield from page["data"]
            if not page.get("has_more") or not page["data"]:
                return
            after = page["data"][-1]["id"]


class Customers(Resource):
    path = "customers"

    def list(self, limit: int = 20, starting_after: Optional[str] = None, email: Optional[str] = None,
             **filters: Any) -> JSON:
        """Customers, newest first; ``email`` matches exactly (case-insensitive on the server)."""
        return super().list(limit=limit, starting_after=starting_after, email=email, **filters)

    def create(self, email: str, name: Optional[str] = None, metadata: Optional[Dict[str, str]] = None) -> JSON:
        result: JSON = self._client.request("POST", self.path,
                                            json_body={"email": email, "name": name, "metadata": metadata})
        return result


class Invoices(Resource):
    path = "invoices"

    def create(self, customer: str, lines: List[JSON], currency: str = "usd") -> JSON:
        result: JSON = self._client.request("POST", self.path,
                                            json_body={"customer": customer, "lines": lines, "currency": currency})
        return result

    def finalize(self, invoice_id: str) -> JSON:
        result: JSON = self._client.request("POST", f"{self.path}/{invoice_id}/finalize")
        return result
