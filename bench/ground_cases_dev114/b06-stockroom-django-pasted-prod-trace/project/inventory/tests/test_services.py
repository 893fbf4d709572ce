import pytest
from django.test import Client

from inventory.models import Item
from inventory.services import OutOfStock, release_stock, reserve_stock

pytestmark = pytest.mark.django_db


@pytest.fixture
def item():
    return Item.objects.create(sku="A-100", name="ケーブル 1m", on_hand=10)


def test_reserve(item):
    reserve_stock("A-100", 3)
    item.refresh_from_db()
    assert item.reserved == 3


def test_reserve_too_much(item):
    with pytest.raises(OutOfStock):
        reserve_stock("A-100", 11)


def test_reserve_api_returns_available(item):
    res = Client().post("/api/items/A-100/reserve", {"qty": 4}, content_type="application/json")
    assert res.status_code == 200
    assert res.json() == {"sku": "A-100", "reserved": 4, "available": 6}


def test_release_never_negative(item):
    reserve_stock("A-100", 2)
    release_stock("A-100", 5)
    item.refresh_from_db()
    assert item.reserved == 0
