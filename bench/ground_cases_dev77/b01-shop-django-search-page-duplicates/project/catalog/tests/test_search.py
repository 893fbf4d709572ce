import pytest

from catalog.models import Brand, Product
from catalog.search import build_query, search_products


@pytest.fixture
def brand(db):
    return Brand.objects.create(name="Kyoto Tea", slug="kyoto-tea")


def make(brand, name, description=""):
    p = Product.objects.create(brand=brand, name=name, description=description, price=500)
    Product.objects.filter(pk=p.pk).update(search_vector=None)
    return p


def test_empty_query_returns_all(brand):
    make(brand, "抹茶ラテ")
    assert search_products("").count() == 1


def test_build_query_none_for_blank():
    assert build_query("   ") is None


def test_query_with_space_does_not_raise(brand):
    make(brand, "抹茶ラテ")
    assert search_products("抹茶 ラテ").count() == 0


@pytest.mark.django_db
def test_brand_filter(brand):
    other = Brand.objects.create(name="Other", slug="other")
    make(brand, "ほうじ茶")
    make(other, "紅茶")
    assert [p.name for p in search_products("", brand="kyoto-tea")] == ["ほうじ茶"]
