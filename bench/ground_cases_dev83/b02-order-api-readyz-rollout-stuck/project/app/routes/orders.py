from __future__ import annotations

from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from app import cache
from app.db import session

router = APIRouter(prefix="/orders", tags=["orders"])


@router.get("/{order_id}")
async def get_order(order_id: int, db: AsyncSession = Depends(session)) -> dict:
    row = (await db.execute(text("SELECT id, customer_id, status, total FROM orders WHERE id = :id"),
                            {"id": order_id})).mappings().first()
    if row is None:
        raise HTTPException(404, "order not found")
    return dict(row)


@router.get("/products/{sku}")
async def get_product(sku: str, db: AsyncSession = Depends(session)) -> dict:
    key = f"product:{sku}"
    cached = await cache.get_json(key)
    if cached is not None:
        return cached
    row = (await db.execute(text("SELECT sku, name, price FROM products WHERE sku = :sku"),
                            {"sku": sku})).mappings().first()
    if row is None:
        raise HTTPException(404, "product not found")
    product = {"sku": row["sku"], "name": row["name"], "price": str(row["price"])}
    await cache.set_json(key, product)
    return product
