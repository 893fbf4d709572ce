from sqlalchemy import select

from app.db import session
from app.models import Item, StockMove, Warehouse

_warehouse_cache: dict[int, Warehouse] = {}


def get_item(item_id: int) -> Item | None:
    with session() as s:
        return s.query(Item).get(item_id)


def get_warehouse(warehouse_id: int) -> Warehouse | None:
    cached = _warehouse_cache.get(warehouse_id)
    if cached is not None:
        return cached
    with session() as s:
        wh = s.get(Warehouse, warehouse_id)
    if wh is not None:
        _warehouse_cache[warehouse_id] = wh
    return wh


def list_low_stock(threshold: int = 10) -> list[Item]:
    with session() as s:
        return list(s.scalars(select(Item).where(Item.quantity < threshold).order_by(Item.sku)))


def move_stock(item_id: int, from_wh: int, to_wh: int, qty: int) -> StockMove:
    with session() as s, s.begin():
        item = s.get(Item, item_id)
        move = StockMove(item=item, from_warehouse_id=from_wh, to_warehouse_id=to_wh, quantity=qty)
        s.add(move)
        return move
