import pytest
from django.urls import reverse

from catalog.models import Brand, Product


@pytest.fixture
def brand(db):
    return Brand.objects.create(name="Anker", slug="anker")


def make(brand, sku, title, description=""):
    return Product.objects.create(sku=sku, title=title, description=description, brand=brand, price_cents=1999)


@pytest.mark.django_db
def test_empty_query_returns_nothing(client):
    res = client.get(reverse("product-search"), {"q": "   "})
    assert res.status_code == 200
    assert res.json()["results"] == []


@pytest.mark.django_db
def test_title_match_ranks_above_description_match(client, brand):
    make(brand, "A1", "Wireless charger", "works with any phone")
    make(brand, "A2", "Phone stand", "fits a wireless charger underneath")
    res = client.get(reverse("product-search"), {"q": "wireless charger"})
    skus = [r["sku"] for r in res.json()["results"]]
    assert skus == ["A1", "A2"]


@pytest.mark.django_db
def test_punctuation_in_query_does_not_error(client, brand):
    make(brand, "H1", "USB-C hub 7-in-1")
    for q in ["usb-c hub", "hub (7 port", "!!", "\"usb-c"]:
        res = client.get(reverse("product-search"), {"q": q})
        assert res.status_code == 200, q


@pytest.mark.django_db
def test_search_is_paginated(client, brand, settings):
    settings.SEARCH_PAGE_SIZE = 2
    for i in range(5):
        make(brand, f"C{i}", f"Charging cable {i}")
    res = client.get(reverse("product-search"), {"q": "cable", "page": 3}).json()
    assert res["total"] == 5
    assert res["pages"] == 3
    assert len(res["results"]) == 1
