"""Per-request DataLoaders: batch the lookups a list query would otherwise make one by one."""
from __future__ import annotations

from strawberry.dataloader import DataLoader

from app import db
from app.schema import Customer


async def load_customers(ids: list[int]) -> list[Customer]:
    rows = db.customers_by_ids(ids)
    return [Customer.from_row(r) for r in rows]


def make_loaders() -> dict[str, DataLoader]:
    return {"customer_loader": DataLoader(load_fn=load_customers)}
