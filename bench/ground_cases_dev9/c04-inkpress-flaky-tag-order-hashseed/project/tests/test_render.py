from inkpress.render import build_meta, reading_minutes


def test_reading_minutes_mixed():
    assert reading_minutes("字" * 800) == 2
    assert reading_minutes("word " * 400) == 2


def test_build_meta_url(site, make_post):
    meta = build_meta(make_post(slug="first-post"), site)
    assert meta["url"] == "https://example.test/posts/first-post/"


def test_build_meta_primary_tag(site, make_post):
    post = make_post(tags=["python", "asyncio", "notes"])
    meta = build_meta(post, site)
    assert meta["tags"] == ["python", "asyncio", "notes"]
    assert meta["primary_tag"] == "python"
