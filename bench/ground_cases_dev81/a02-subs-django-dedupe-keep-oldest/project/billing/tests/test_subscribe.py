import pytest
from django.contrib.auth import get_user_model

from billing import stripe_client
from billing.models import Plan, Subscription


@pytest.fixture
def plan(db):
    return Plan.objects.create(code="pro", name="Pro", price_cents=1900, interval="month", stripe_price_id="price_1")


@pytest.fixture
def user(db):
    return get_user_model().objects.create_user("ana", "ana@example.com", "pw")


@pytest.fixture(autouse=True)
def fake_stripe(monkeypatch):
    monkeypatch.setattr(stripe_client, "create_subscription", lambda u, p: {"id": "sub_123", "billing_cycle_anchor": 1760000000})
    monkeypatch.setattr(stripe_client, "cancel_subscription", lambda sid: None)


def test_subscribe_creates_active_subscription(client, user, plan):
    client.force_login(user)
    r = client.post(f"/billing/subscribe/{plan.code}/")
    assert r.status_code == 201
    assert Subscription.objects.get().stripe_subscription_id == "sub_123"


def test_subscribe_twice_returns_existing(client, user, plan):
    client.force_login(user)
    first = client.post(f"/billing/subscribe/{plan.code}/").json()
    second = client.post(f"/billing/subscribe/{plan.code}/").json()
    assert first["id"] == second["id"]
    assert Subscription.objects.count() == 1
