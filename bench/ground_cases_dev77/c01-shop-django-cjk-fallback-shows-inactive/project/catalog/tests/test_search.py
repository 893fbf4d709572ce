import pytest
from django.contrib.postgres.search import SearchVector

from catalog.models import Brand, Product
from catalog.search import normalize, search_products


@pytest.fixture
def brand(db):
    return Brand.objects.create(name="声悦", slug="shengyue")


def make(brand, name, **kw):
    p = Product.objects.create(brand=brand, name=name, price=kw.pop("price", 99), stock=kw.pop("stock", 5), **kw)
    Product.objects.filter(pk=p.pk).update(search_vector=SearchVector("name", "description", config="simple"))
    return p


def test_normalize_collapses_spaces():
    assert normalize("  蓝牙   耳机 ") == "蓝牙 耳机"


def test_empty_query_lists_newest(brand):
    make(brand, "old")
    newest = make(brand, "new")
    assert list(search_products(""))[0] == newest


def test_inactive_products_hidden(brand):
    make(brand, "headphone pro", is_active=False)
    assert list(search_products("headphone")) == []


def test_brand_filter(brand):
    other = Brand.objects.create(name="Other", slug="other")
    make(brand, "speaker mini")
    make(other, "speaker max")
    assert [p.name for p in search_products("speaker", brand="shengyue")] == ["speaker mini"]
