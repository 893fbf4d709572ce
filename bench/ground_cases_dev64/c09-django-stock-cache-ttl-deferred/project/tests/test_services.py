import pytest

from inventory import services
from inventory.cache import get_available
from inventory.models import Sku, Stock


@pytest.fixture
def sku(db):
    s = Sku.objects.create(code="A-100", name="保温杯", price_cents=5900)
    Stock.objects.create(sku=s, on_hand=10)
    return s


def test_reserve_reduces_available(sku):
    services.reserve("A-100", 3, "o-1")
    assert Stock.objects.get(sku=sku).available == 7


def test_reserve_out_of_stock(sku):
    with pytest.raises(services.OutOfStock):
        services.reserve("A-100", 11, "o-2")


def test_receive_refreshes_cache(sku, django_capture_on_commit_callbacks):
    assert get_available("A-100", services.load_available) == 10
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        services.receive("A-100", 5)
    assert len(callbacks) == 1
    assert get_available("A-100", services.load_available) == 15


def test_cache_not_dropped_before_commit(sku, django_capture_on_commit_callbacks):
    assert get_available("A-100", services.load_available) == 10
    with django_capture_on_commit_callbacks(execute=False):
        services.receive("A-100", 5)
    # not committed yet: the cached value must not have been dropped
    assert get_available("A-100", services.load_available) == 10
