import pytest

from accounts.models import Customer
from billing.models import Plan, Subscription


@pytest.fixture
def basic(db):
    return Plan.objects.create(code="basic", name="ベーシック", monthly_price=1000)


@pytest.fixture
def premium(db):
    return Plan.objects.create(code="premium", name="プレミアム", monthly_price=4000)


@pytest.fixture
def subscription(db, basic):
    customer = Customer.objects.create(email="taro@example.jp", name="山田太郎")
    return Subscription.objects.create(customer=customer, plan=basic)
