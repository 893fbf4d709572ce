"""Atom feed for the blog."""

from __future__ import annotations

from xml.sax.saxutils import escape


def atom(site_url: str, entries: list[dict]) -> str:
    items = []
    for e in entries:
        items.append(
            "<entry>"
            f"<title>{escape(e['title'])}</title>"
            f"<link href=\"{site_url}{e['path']}\"/>"
            f"<id>{site_url}{e['path']}</id>"
            f"<updated>{e['published'].isoformat()}T00:00:00Z</updated>"
            f"<summary>{escape(e['summary'])}</summary>"
            "</entry>"
        )
    return (
        '<?xml version="1.0" encoding="utf-8"?>'
        '<feed xmlns="http://www.w3.org/2005/Atom">'
        f"<title>Engineering blog</title><id>{site_url}/</id>"
        + "".join(items)
        + "</feed>"
    )
