import logging

import aiohttp

from pricesync.config import Supplier

log = logging.getLogger(__name__)


class SupplierError(Exception):
    def __init__(self, supplier: str, status: int, body: str = ""):
        super().__init__(f"{supplier}: HTTP {status}")
        self.status = status
        self.body = body


MAX_CONNECTIONS_PER_HOST = 10


class SupplierClient:
    """Thin wrapper over the suppliers' REST price APIs."""

    def __init__(self, per_host: int = MAX_CONNECTIONS_PER_HOST) -> None:
        self._session: aiohttp.ClientSession | None = None
        self._per_host = per_host

    async def __aenter__(self) -> "SupplierClient":
        connector = aiohttp.TCPConnector(limit=self._per_host * 2, limit_per_host=self._per_host)
        self._session = aiohttp.ClientSession(connector=connector, headers={"User-Agent": "price-sync/0.6"})
        return self

    async def __aexit__(self, *exc) -> None:
        if self._session is not None:
            await self._session.close()

    async def fetch_page(self, supplier: Supplier, sku_prefix: str, page: int) -> dict:
        assert self._session is not None
        url = f"{supplier.base_url}/v2/prices"
        params = {"prefix": sku_prefix, "page": page, "size": 200}
        headers = {"Authorization": f"Bearer {supplier.token}"}
        async with self._session.get(url, params=params, headers=headers) as resp:
            if resp.status != 200:
                raise SupplierError(supplier.code, resp.status, await resp.text())
            return await resp.json()
