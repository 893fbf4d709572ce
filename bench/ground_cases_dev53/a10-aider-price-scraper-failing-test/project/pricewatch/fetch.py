"""HTTP fetching for the watcher: one session, polite headers, short timeouts."""
from __future__ import annotations

import logging
import time

import requests

log = logging.getLogger(__name__)

USER_AGENT = "pricewatch/0.4 (+mailto:maya@fastmail.com)"
TIMEOUT = 15
RETRY_STATUS = (429, 503)
MAX_RETRIES = 3

_session = requests.Session()
_session.headers.update({
    "User-Agent": USER_AGENT,
    "Accept-Language": "de-DE,de;q=0.9,en;q=0.6",
})


class FetchError(RuntimeError):
    pass


def fetch(url: str) -> str:
    """The page's HTML as text."""
    for attempt in range(MAX_RETRIES + 1):
        try:
            resp = _session.get(url, timeout=TIMEOUT)
        except requests.RequestException as e:
            raise FetchError(f"{url}: {e}") from e
        if resp.status_code not in RETRY_STATUS or attempt == MAX_RETRIES:
            break
        wait = _retry_after(resp) or 5 * 2 ** attempt
        log.info("%s: HTTP %d, retrying in %ss", url, resp.status_code, wait)
        time.sleep(min(wait, 60))
    if resp.status_code != 200:
        raise FetchError(f"{url}: HTTP {resp.status_code}")
    log.debug("fetched %s (%d bytes)", url, len(resp.content))
    if "charset" not in resp.headers.get("Content-Type", "").lower():
        # requests assumes ISO-8859-1 for text/* without a charset; the page's own <meta> usually says UTF-8
        resp.encoding = resp.apparent_encoding or "utf-8"
    return resp.text


def _retry_after(resp: requests.Response) -> int | None:
    value = resp.headers.get("Retry-After", "")
    return int(value) if value.isdigit() else None


def head_ok(url: str) -> bool:
    try:
        return _session.head(url, timeout=TIMEOUT, allow_redirects=True).ok
    except requests.RequestException:
        return False
