from datetime import datetime, timedelta, timezone

from digest.config import Feed
from digest.fetch import Entry
from digest.select import group, recent

NOW = datetime(2024, 5, 13, 12, tzinfo=timezone.utc)


def entry(feed, days_ago):
    return Entry(feed, f"{feed} {days_ago}", "https://example.com", NOW - timedelta(days=days_ago))


def test_recent_keeps_last_week():
    items = [entry("a", 1), entry("a", 6), entry("a", 9)]
    assert [e.title for e in recent(items, NOW)] == ["a 1", "a 6"]


def test_group_orders_newest_first():
    grouped = group([entry("a", 3), entry("a", 1)], [Feed("a", "u")])
    assert [e.title for e in grouped["a"]] == ["a 1", "a 3"]
