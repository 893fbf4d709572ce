import datetime as dt

import pytest

from inkpress.config import SiteConfig
from inkpress.frontmatter import Post


@pytest.fixture
def site():
    return SiteConfig(title="测试站点", base_url="https://example.test")


@pytest.fixture
def make_post():
    def _make(**kw):
        defaults = dict(slug="hello", title="你好", date=dt.date(2025, 3, 1), body="正文" * 100, tags=[])
        defaults.update(kw)
        return Post(**defaults)

    return _make
