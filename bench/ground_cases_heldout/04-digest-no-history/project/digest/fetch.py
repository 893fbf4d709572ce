from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import datetime, timezone

import feedparser

from .config import Feed


@dataclass(frozen=True)
class Entry:
    feed: str
    title: str
    link: str
    published: datetime


def _when(raw) -> datetime | None:
    stamp = raw.get("published_parsed") or raw.get("updated_parsed")
    if stamp is None:
        return None
    return datetime.fromtimestamp(calendar.timegm(stamp), tz=timezone.utc)


def entries(feed: Feed) -> list[Entry]:
    parsed = feedparser.parse(feed.url)
    out = []
    for raw in parsed.entries:
        when = _when(raw)
        if when is None:
            continue
        out.append(Entry(feed.name, raw.get("title", "(untitled)"), raw.get("link", ""), when))
    return out
