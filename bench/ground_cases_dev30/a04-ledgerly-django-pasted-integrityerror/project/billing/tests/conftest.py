import pytest

from customers.models import Customer


@pytest.fixture
def customer(db):
    return Customer.objects.create(name="Acme GmbH", email="ap@acme.example", payment_terms_days=14)
