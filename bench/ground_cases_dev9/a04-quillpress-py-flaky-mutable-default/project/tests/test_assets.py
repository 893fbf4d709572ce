from quillpress.assets import asset_refs, collect_assets, is_fingerprinted
from quillpress.pages import Page


def test_asset_refs_strips_static_prefix():
    page = Page("a.md", "A", '<img src="/static/img/a.png"><img src="/static/img/b.png?v=2">')
    assert asset_refs(page) == ["img/a.png", "img/b.png"]


def test_collect_assets_dedupes_css(site):
    assets = collect_assets(site)
    assert assets == ["css/site.css", "img/logo.svg", "js/search.js"]


def test_is_fingerprinted():
    assert is_fingerprinted("css/site.3fa9c2d1.css")
    assert not is_fingerprinted("css/site.css")
