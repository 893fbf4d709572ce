import pytest

from inventory.models import StockLot
from shipping.models import Order
from shipping.services import AllocationError, allocate_stock
from shipping.tests.factories import LotFactory, OrderFactory

pytestmark = pytest.mark.django_db


def test_allocates_from_single_lot():
    lot = LotFactory(sku="A-1", available=10)
    order = OrderFactory(lines=[("A-1", 4)], warehouse_id=lot.warehouse_id)
    result = allocate_stock(order)
    assert result.allocated == 4
    assert result.complete
    lot.refresh_from_db()
    assert lot.available == 6


def test_backorders_shortfall():
    lot = LotFactory(sku="A-1", available=3)
    order = OrderFactory(lines=[("A-1", 5)], warehouse_id=lot.warehouse_id)
    result = allocate_stock(order)
    assert result.backordered == 2
    order.refresh_from_db()
    assert order.status == Order.Status.PARTIALLY_ALLOCATED


def test_no_partial_raises():
    lot = LotFactory(sku="A-1", available=3)
    order = OrderFactory(lines=[("A-1", 5)], warehouse_id=lot.warehouse_id)
    with pytest.raises(AllocationError):
        allocate_stock(order, allow_partial=False)
    assert StockLot.objects.get(pk=lot.pk).available == 3
