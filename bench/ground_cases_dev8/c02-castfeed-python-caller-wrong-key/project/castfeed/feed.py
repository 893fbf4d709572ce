"""Render the show and its episodes as RSS 2.0 with iTunes and Podlove Simple Chapters tags."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from castfeed.config import Show
from castfeed.media import file_size, mime_type
from castfeed.timefmt import format_duration, format_pubdate

ITUNES = "http://www.itunes.com/dtds/podcast-1.0.dtd"
PSC = "http://podlove.org/simple-chapters"
ET.register_namespace("itunes", ITUNES)
ET.register_namespace("psc", PSC)


def _sub(parent: ET.Element, tag: str, text: str | None = None, **attrs: str) -> ET.Element:
    prefix, _, name = tag.rpartition(":")
    if prefix:
        ns = {"itunes": ITUNES, "psc": PSC}[prefix]
        tag = f"{{{ns}}}{name}"
    el = ET.SubElement(parent, tag, attrs)
    if text is not None:
        el.text = text
    return el


def build_chapter(parent: ET.Element, ch: dict) -> None:
    _sub(parent, "psc:chapter", start=format_duration(ch["start"]), title=ch["title"])


def build_item(show: Show, ep: dict) -> ET.Element:
    item = ET.Element("item")
    _sub(item, "title", ep["title"])
    _sub(item, "guid", f"{show.base_url}/episodes/{ep['slug']}", isPermaLink="true")
    _sub(item, "pubDate", format_pubdate(ep["published"]))
    _sub(item, "description", ep.get("summary", ""))
    audio = show.media_dir / ep["audio"]
    _sub(item, "enclosure", url=f"{show.media_url}/{ep['audio']}", length=str(file_size(audio)), type=mime_type(audio))
    _sub(item, "itunes:episode", str(ep["number"]))
    _sub(item, "itunes:duration", format_duration(ep.get("duration_sec")))
    _sub(item, "itunes:explicit", "true" if ep.get("explicit") else "false")
    if ep["chapters"]:
        chapters = _sub(item, "psc:chapters", version="1.2")
        for ch in ep["chapters"]:
            build_chapter(chapters, ch)
    return item


def render_feed(show: Show, episodes: list[dict]) -> str:
    rss = ET.Element("rss", version="2.0")
    channel = _sub(rss, "channel")
    _sub(channel, "title", show.title)
    _sub(channel, "link", show.base_url)
    _sub(channel, "language", show.language)
    _sub(channel, "description", show.description)
    _sub(channel, "itunes:author", show.author)
    _sub(channel, "itunes:image", href=show.cover_url)
    _sub(channel, "itunes:category", text=show.category)
    channel.extend(build_item(show, ep) for ep in episodes)
    ET.indent(rss)
    return ET.tostring(rss, encoding="unicode", xml_declaration=True)
