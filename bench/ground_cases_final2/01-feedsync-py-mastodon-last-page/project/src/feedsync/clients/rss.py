import feedparser

from feedsync.utils.paging import page_numbers


class RssClient:
    """RSS feeds; paged archives use ?paged=N (WordPress style)."""

    def __init__(self, url, max_pages=10):
        self.url = url
        self.max_pages = max_pages

    def fetch_all(self):
        first = feedparser.parse(self.url)
        items = list(first.entries)
        total = min(int(first.feed.get("total_pages", 1)), self.max_pages)
        for page in page_numbers(total, start=2):
            items.extend(feedparser.parse(f"{self.url}?paged={page}").entries)
        return items
