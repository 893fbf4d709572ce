from django.db import transaction
from django.db.models import F

from inventory.cache import drop_stock
from inventory.models import Sku, Stock, StockMovement


class OutOfStock(Exception):
    pass


def _drop_after_commit(code: str) -> None:
    # deleting before COMMIT lets a concurrent read cache the old row again
    transaction.on_commit(lambda: drop_stock(code))


def load_available(code: str) -> int | None:
    stock = Stock.objects.filter(sku__code=code).first()
    return None if stock is None else stock.available


@transaction.atomic
def receive(code: str, qty: int, ref: str = "") -> None:
    sku = Sku.objects.get(code=code)
    Stock.objects.filter(sku=sku).update(on_hand=F("on_hand") + qty)
    StockMovement.objects.create(sku=sku, delta=qty, reason="receive", ref=ref)
    _drop_after_commit(code)


@transaction.atomic
def reserve(code: str, qty: int, order_no: str) -> None:
    sku = Sku.objects.get(code=code)
    updated = Stock.objects.filter(sku=sku, on_hand__gte=F("reserved") + qty).update(reserved=F("reserved") + qty)
    if not updated:
        raise OutOfStock(code)
    StockMovement.objects.create(sku=sku, delta=-qty, reason="reserve", ref=order_no)
    _drop_after_commit(code)


@transaction.atomic
def set_on_hand(code: str, on_hand: int) -> None:
    sku = Sku.objects.get(code=code)
    Stock.objects.filter(sku=sku).update(on_hand=on_hand)
    StockMovement.objects.create(sku=sku, delta=0, reason="recount", ref=str(on_hand))
    _drop_after_commit(code)
