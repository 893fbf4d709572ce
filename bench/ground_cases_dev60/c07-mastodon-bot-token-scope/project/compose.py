"""Turn a feed item into a toot."""
from feeds import strip_html

TAGS = {
    "newsletter": "#解放里通讯 #社区",
    "events": "#解放里活动 #社区",
}


LIMIT = 500
URL_COST = 23  # Mastodon counts every link as 23 characters


def _fit(summary: str, room: int) -> str:
    if len(summary) <= room:
        return summary
    return summary[: max(room - 1, 0)].rstrip() + "…"


def compose(item: dict) -> str:
    head = "📰" if item["feed"] == "newsletter" else "📅"
    fixed = len(f"{head} {item['title']}\n\n\n\n\n{TAGS.get(item['feed'], '')}") + URL_COST
    summary = _fit(strip_html(item["summary"]), LIMIT - fixed)
    body = f"{head} {item['title']}\n\n{summary}\n\n{item['link']}\n{TAGS.get(item['feed'], '')}"
    return body.strip()


def preview(items: list[dict]) -> None:
    for item in items:
        text = compose(item)
        print(f"--- {len(text)} chars ---")
        print(text)
