from decimal import Decimal

import pytest

from shop.services.orders import place_order


@pytest.fixture
def customer(django_user_model):
    from accounts.models import Customer

    user = django_user_model.objects.create_user("yamada", "yamada@example.com", "pw")
    return Customer.objects.create(user=user, name="山田太郎")


@pytest.mark.django_db
def test_order_total(customer):
    order = place_order(customer, [("SKU-1", 2), ("SKU-2", 1)])
    assert order.subtotal == Decimal("3200")
    assert order.total == Decimal("3200")


@pytest.mark.django_db
def test_order_number_is_sequential(customer):
    first = place_order(customer, [("SKU-1", 1)])
    second = place_order(customer, [("SKU-1", 2)])
    assert first.number.startswith("MS-")
    assert int(second.number.removeprefix("MS-")) == int(first.number.removeprefix("MS-")) + 1


@pytest.mark.django_db
def test_order_keeps_coupon_code(customer):
    from shop.models import Coupon

    Coupon.objects.create(code="WELCOME500", kind=Coupon.Kind.FIXED, value=Decimal("500"))
    order = place_order(customer, [("SKU-1", 1)], coupon_code=" welcome500 ")
    assert order.coupon_code == "WELCOME500"
    assert order.discount == Decimal("500")
