from unittest import mock

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


@pytest.fixture
def with_cart(client, user_with_cart):
    client.force_login(user_with_cart)
    return client


def test_new_checkout_when_flag_on(with_cart):
    with mock.patch("shop.flags.is_enabled", return_value=True):
        r = with_cart.get(reverse("checkout:start"))
    assert "checkout/new/index.html" in [t.name for t in r.templates]


def test_legacy_checkout_when_flag_off(with_cart):
    with mock.patch("shop.flags.is_enabled", return_value=False):
        r = with_cart.get(reverse("checkout:start"))
    assert "checkout/legacy.html" in [t.name for t in r.templates]
