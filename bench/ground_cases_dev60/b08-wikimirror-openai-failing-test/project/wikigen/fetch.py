"""Download pages from the fan wiki's MediaWiki API into cache/."""
from __future__ import annotations

import json
import time
from pathlib import Path

import requests

API = "https://hoshizora.wiki.example.jp/api.php"
CACHE = Path("cache")
USER_AGENT = "hoshizora-wiki-mirror/0.6 (contact: discord hoshi_mame)"
DELAY_SECONDS = 1.0
MAX_RETRIES = 5
CATEGORIES = ["アイテム", "村人"]


def _get(session: requests.Session, params: dict) -> dict:
    for attempt in range(MAX_RETRIES):
        time.sleep(DELAY_SECONDS)  # be gentle with a volunteer-run wiki
        resp = session.get(API, params={**params, "format": "json", "maxlag": 5}, timeout=30)
        if resp.status_code == 429:
            wait = int(resp.headers.get("Retry-After", "10"))
            print(f"429, waiting {wait}s ({attempt + 1}/{MAX_RETRIES})")
            time.sleep(wait)
            continue
        resp.raise_for_status()
        return resp.json()
    raise RuntimeError(f"gave up after {MAX_RETRIES} rate-limited tries")


def category_members(session: requests.Session, category: str) -> list[str]:
    titles, cont = [], {}
    while True:
        data = _get(session, {"action": "query", "list": "categorymembers",
                              "cmtitle": f"Category:{category}", "cmlimit": 500, **cont})
        titles += [m["title"] for m in data["query"]["categorymembers"]]
        if "continue" not in data:
            return titles
        cont = data["continue"]


def page_html(session: requests.Session, title: str) -> str:
    data = _get(session, {"action": "parse", "page": title, "prop": "text"})
    return data["parse"]["text"]["*"]


def main() -> None:
    session = requests.Session()
    session.headers["User-Agent"] = USER_AGENT
    for category in CATEGORIES:
        out = CACHE / category
        out.mkdir(parents=True, exist_ok=True)
        for title in category_members(session, category):
            html = page_html(session, title)
            (out / f"{abs(hash(title))}.json").write_text(json.dumps({"title": title, "html": html}, ensure_ascii=False))
        print(f"{category}: done")


if __name__ == "__main__":
    main()
