from __future__ import annotations

from dataclasses import dataclass, field

from defusedxml import ElementTree as ET

ATOM = "{http://www.w3.org/2005/Atom}"


@dataclass
class Entry:
    title: str
    link: str
    published: str | None = None


@dataclass
class Feed:
    title: str
    entries: list[Entry] = field(default_factory=list)
    etag: str | None = None


def _text(el, tag: str) -> str | None:
    child = el.find(tag)
    return child.text.strip() if child is not None and child.text else None


def parse_feed(data: bytes) -> Feed:
    root = ET.fromstring(data)
    if root.tag == "rss":
        channel = root.find("channel")
        feed = Feed(title=_text(channel, "title") or "")
        for item in channel.findall("item"):
            feed.entries.append(Entry(_text(item, "title") or "", _text(item, "link") or "", _text(item, "pubDate")))
        return feed
    if root.tag == f"{ATOM}feed":
        feed = Feed(title=_text(root, f"{ATOM}title") or "")
        for entry in root.findall(f"{ATOM}entry"):
            link = entry.find(f"{ATOM}link")
            href = link.get("href", "") if link is not None else ""
            feed.entries.append(Entry(_text(entry, f"{ATOM}title") or "", href, _text(entry, f"{ATOM}updated")))
        return feed
    raise ValueError(f"not a feed: <{root.tag}>")
