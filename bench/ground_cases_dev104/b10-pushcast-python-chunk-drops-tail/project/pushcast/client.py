from __future__ import annotations

import time

import httpx

from pushcast.config import Config


class PushError(RuntimeError):
    def __init__(self, status: int, body: str) -> None:
        super().__init__(f"push API answered {status}: {body[:200]}")
        self.status = status


class PushClient:
    def __init__(self, cfg: Config, http: httpx.Client | None = None) -> None:
        self._cfg = cfg
        self._http = http or httpx.Client(timeout=cfg.timeout)

    def send_batch(self, tokens: list[str], title: str, body: str) -> int:
        """Send one notification to up to batch_size device tokens; returns how many were accepted."""
        if self._cfg.dry_run:
            return len(tokens)
        resp = self._post(tokens, title, body)
        if resp.status_code == 429:
            time.sleep(min(float(resp.headers.get("Retry-After", "1")), 30.0))
            resp = self._post(tokens, title, body)
        if resp.status_code >= 400:
            raise PushError(resp.status_code, resp.text)
        return int(resp.json().get("accepted", len(tokens)))

    def _post(self, tokens: list[str], title: str, body: str) -> httpx.Response:
        return self._http.post(
            self._cfg.endpoint,
            headers={"Authorization": f"Bearer {self._cfg.api_key}"},
            json={"tokens": tokens, "notification": {"title": title, "body": body}},
        )

    def close(self) -> None:
        self._http.close()
