import pytest
from django.contrib.auth import get_user_model

from orders.models import Customer, Order, Shop


@pytest.fixture
def owner(db):
    return get_user_model().objects.create_user("owner", password="pw")


@pytest.fixture
def shop(owner):
    return Shop.objects.create(name="テスト商店", owner=owner)


@pytest.fixture
def customer(shop):
    return Customer.objects.create(shop=shop, name="山田太郎", email="taro@example.com")


@pytest.fixture
def make_order(shop, customer):
    counter = {"n": 0}

    def make(**kw):
        counter["n"] += 1
        kw.setdefault("number", f"ORD-2025-{counter['n']:06d}")
        kw.setdefault("total", 1200)
        return Order.objects.create(shop=shop, customer=customer, **kw)

    return make


@pytest.fixture
def client_in(client, owner):
    client.force_login(owner)
    return client
