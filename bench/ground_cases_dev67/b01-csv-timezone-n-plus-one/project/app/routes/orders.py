from __future__ import annotations

from fastapi import APIRouter, Query

from app import db

router = APIRouter(prefix="/orders", tags=["orders"])


def _row(order, customer) -> dict:
    return {
        "id": order["id"],
        "number": order["number"],
        "total": order["total"],
        "status": order["status"],
        "customer": customer["name"] if customer else None,
        "created_at": order["created_at"],
    }


@router.get("")
def list_orders(shop_id: int, limit: int = Query(100, le=500)) -> list[dict]:
    orders = db.list_orders(shop_id, limit)
    out = []
    for order in orders:
        customer = db.get_customer(order["customer_id"])
        out.append(_row(order, customer))
    return out


@router.get("/invoices")
def list_invoices(shop_id: int) -> list[dict]:
    invoices = db.list_invoices(shop_id)
    customers = db.get_customers([i["customer_id"] for i in invoices])
    return [
        {"id": i["id"], "amount": i["amount"], "customer": customers.get(i["customer_id"], {}).get("name")}
        for i in invoices
    ]
