from linkcheck.scan import find_links, resolve
from pathlib import Path


def test_find_links_skips_images_text():
    assert find_links("see [guide](guide.md) and [x](b.md#top)")[0][1] == "guide.md"


def test_resolve_skips_external():
    assert resolve(Path("docs/a.md"), "https://example.com") is None
