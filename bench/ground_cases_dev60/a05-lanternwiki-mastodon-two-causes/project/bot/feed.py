"""New pages from the wiki's recent-changes feed (MediaWiki API)."""
from __future__ import annotations

from dataclasses import dataclass

import requests

UA = "LanternWikiBot/1.2 (https://lanternwiki.org; bot@lanternwiki.org)"


@dataclass(frozen=True)
class NewPage:
    rcid: int
    title: str
    url: str
    size: int
    user: str


def new_pages(api: str, since_rcid: int, namespaces: list[int], min_bytes: int) -> list[NewPage]:
    params = {
        "action": "query",
        "list": "recentchanges",
        "rctype": "new",
        "rcnamespace": "|".join(str(n) for n in namespaces),
        "rcprop": "ids|title|sizes|user|redirect",
        "rcshow": "!redirect",
        "rclimit": 50,
        "rcdir": "older",
        "format": "json",
    }
    resp = requests.get(api, params=params, headers={"User-Agent": UA}, timeout=20)
    resp.raise_for_status()
    out = []
    for rc in resp.json()["query"]["recentchanges"]:
        if rc["rcid"] <= since_rcid or rc.get("newlen", 0) < min_bytes:
            continue
        title = rc["title"]
        out.append(NewPage(rc["rcid"], title, f"https://lanternwiki.org/wiki/{title.replace(' ', '_')}",
                           rc.get("newlen", 0), rc.get("user", "?")))
    return sorted(out, key=lambda p: p.rcid)
