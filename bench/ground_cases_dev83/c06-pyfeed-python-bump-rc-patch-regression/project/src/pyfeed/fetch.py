from __future__ import annotations

import httpx

from pyfeed.parser import Feed, parse_feed

USER_AGENT = "pyfeed (+https://github.com/zhoujie/pyfeed)"


def fetch_feed(url: str, *, timeout: float = 10.0, etag: str | None = None) -> Feed | None:
    """Download and parse a feed. Returns None on 304 Not Modified."""
    headers = {"User-Agent": USER_AGENT}
    if etag:
        headers["If-None-Match"] = etag
    with httpx.Client(timeout=timeout, follow_redirects=True) as client:
        resp = client.get(url, headers=headers)
    if resp.status_code == 304:
        return None
    resp.raise_for_status()
    feed = parse_feed(resp.content)
    feed.etag = resp.headers.get("ETag")
    return feed
