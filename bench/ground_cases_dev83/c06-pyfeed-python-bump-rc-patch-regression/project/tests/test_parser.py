from pyfeed import parse_feed

RSS = b"""<rss version="2.0"><channel><title>t</title>
<item><title>a</title><link>https://x/a</link><pubDate>Mon, 03 Nov 2025 08:00:00 GMT</pubDate></item>
</channel></rss>"""

ATOM = b"""<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>
<entry><title>b</title><link href="https://x/b"/><updated>2025-11-03T08:00:00Z</updated></entry>
</feed>"""


def test_rss():
    feed = parse_feed(RSS)
    assert feed.title == "t"
    assert feed.entries[0].link == "https://x/a"


def test_atom():
    feed = parse_feed(ATOM)
    assert feed.entries[0].link == "https://x/b"
    assert feed.entries[0].published == "2025-11-03T08:00:00Z"
