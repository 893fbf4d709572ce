import time

import requests

from ledgersync.config import Settings


class LedgerlyClient:
    def __init__(self, settings: Settings):
        self.settings = settings
        self.session = requests.Session()
        self.session.headers.update({"Authorization": f"Bearer {settings.token}", "Accept": "application/json"})

    max_retries = 5

    def _get(self, path: str, params: dict | None = None) -> dict:
        url = f"{self.settings.base_url}{path}"
        for attempt in range(self.max_retries + 1):
            try:
                resp = self.session.get(url, params=params, timeout=self.settings.timeout)
            except (requests.ConnectionError, requests.Timeout):
                if attempt == self.max_retries:
                    raise
            else:
                if resp.status_code < 400 or attempt == self.max_retries:
                    resp.raise_for_status()
                    return resp.json()
            time.sleep(self.settings.backoff_base * 2 ** attempt)
        raise AssertionError("unreachable")

    def invoices(self, updated_since: str | None = None):
        """Yield every invoice, following the cursor."""
        cursor = None
        while True:
            params = {"limit": self.settings.page_size}
            if updated_since:
                params["updated_since"] = updated_since
            if cursor:
                params["cursor"] = cursor
            page = self._get("/invoices", params)
            yield from page["data"]
            cursor = page.get("next_cursor")
            if not cursor:
                return

    def invoice(self, invoice_id: str) -> dict:
        return self._get(f"/invoices/{invoice_id}")
