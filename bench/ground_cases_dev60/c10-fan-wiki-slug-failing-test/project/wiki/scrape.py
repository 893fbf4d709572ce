"""Fetch pages from the fan wiki's MediaWiki API."""
from __future__ import annotations

import json
import pathlib
import time

import httpx

API = "https://xingqiong.fandom.com/zh/api.php"
CACHE = pathlib.Path("cache")
HEADERS = {"User-Agent": "xingqiong-mirror/0.5 (guild study group; contact: moon@xingqiong-guild.cn)"}
MIN_INTERVAL = 1.0
_last_request = 0.0


def _get(client: httpx.Client, params: dict) -> dict:
    global _last_request
    for attempt in range(5):
        wait = _last_request + MIN_INTERVAL - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        _last_request = time.monotonic()
        resp = client.get(API, params=params)
        if resp.status_code == 429:
            time.sleep(float(resp.headers.get("Retry-After", 2 ** attempt)))
            continue
        return resp.raise_for_status().json()
    raise RuntimeError(f"still rate limited after 5 tries: {params}")


def all_titles(client: httpx.Client) -> list[str]:
    titles, cont = [], {}
    while True:
        params = {"action": "query", "list": "allpages", "aplimit": "500", "format": "json", **cont}
        data = _get(client, params)
        titles += [p["title"] for p in data["query"]["allpages"]]
        if "continue" not in data:
            return titles
        cont = data["continue"]


def fetch_page(client: httpx.Client, title: str) -> dict:
    cached = CACHE / f"{abs(hash(title))}.json"
    if cached.exists():
        return json.loads(cached.read_text(encoding="utf-8"))
    params = {"action": "parse", "page": title, "prop": "text|categories", "format": "json", "formatversion": "2"}
    data = _get(client, params)["parse"]
    page = {"title": data["title"], "html": data["text"], "categories": [c["category"] for c in data["categories"]]}
    CACHE.mkdir(exist_ok=True)
    cached.write_text(json.dumps(page, ensure_ascii=False), encoding="utf-8")
    return page


def scrape(limit: int | None = None) -> list[dict]:
    with httpx.Client(headers=HEADERS, timeout=30) as client:
        titles = all_titles(client)[:limit]
        return [fetch_page(client, t) for t in titles]
