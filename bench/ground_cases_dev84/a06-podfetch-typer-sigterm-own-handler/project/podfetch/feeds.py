"""Parse feeds into episodes."""
from __future__ import annotations

import re
from dataclasses import dataclass

import feedparser


@dataclass(frozen=True)
class Episode:
    feed_title: str
    title: str
    url: str
    published: str

    def filename(self) -> str:
        stem = re.sub(r"[^\w\- ]+", "", self.title).strip()[:80] or "episode"
        ext = self.url.rsplit(".", 1)[-1].split("?")[0][:4] or "mp3"
        return f"{self.published[:10]} {stem}.{ext}"


def episodes(feed_url: str) -> list[Episode]:
    parsed = feedparser.parse(feed_url)
    title = parsed.feed.get("title", feed_url)
    out = []
    for entry in parsed.entries:
        enclosure = next((l for l in entry.get("links", []) if l.get("rel") == "enclosure"), None)
        if not enclosure:
            continue
        out.append(Episode(title, entry.get("title", "untitled"), enclosure["href"], entry.get("published", "")))
    return out
