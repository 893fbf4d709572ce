"""Read the newsletter and events RSS feeds."""
import feedparser


def _items(name: str, url: str) -> list[dict]:
    feed = feedparser.parse(url)
    out = []
    for entry in feed.entries:
        out.append({
            "id": entry.get("id") or entry.link,
            "feed": name,
            "title": entry.title,
            "summary": entry.get("summary", ""),
            "link": entry.link,
            "published": entry.get("published", ""),
        })
    return out


def new_items(feeds: dict[str, str], posted: set[str]) -> list[dict]:
    items = []
    for name, url in feeds.items():
        items.extend(i for i in _items(name, url) if i["id"] not in posted)
    # oldest first so the timeline reads in order
    items.sort(key=lambda i: i["published"])
    return items


def strip_html(text: str) -> str:
    import re
    text = re.sub(r"<br\s*/?>", "\n", text)
    text = re.sub(r"<[^>]+>", "", text)
    return text.replace("&nbsp;", " ").strip()
