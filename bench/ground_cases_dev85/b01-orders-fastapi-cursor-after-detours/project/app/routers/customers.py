from __future__ import annotations

from fastapi import APIRouter, Depends, HTTPException

from app.db import OrderRepo, get_repo
from app.schemas import CustomerOut

router = APIRouter(prefix="/v1/customers", tags=["customers"])


@router.get("/{customer_id}", response_model=CustomerOut)
def get_customer(customer_id: int, repo: OrderRepo = Depends(get_repo)) -> CustomerOut:
    row = repo.get_customer(customer_id)
    if row is None:
        raise HTTPException(404, detail={"code": "customer_not_found", "message": f"customer {customer_id} not found"})
    return CustomerOut.from_row(row)


@router.get("/{customer_id}/orders/latest")
def latest_order(customer_id: int, repo: OrderRepo = Depends(get_repo)) -> dict:
    if repo.get_customer(customer_id) is None:
        raise HTTPException(404, detail={"code": "customer_not_found", "message": f"customer {customer_id} not found"})
    rows = [r for r in repo.list_orders(after=None, limit=200) if r.customer_id == customer_id]
    if not rows:
        raise HTTPException(404, detail={"code": "no_orders", "message": f"customer {customer_id} has no orders"})
    r = rows[0]
    return {"id": r.id, "status": r.status, "total_yen": r.total_yen, "created_at": r.created_at.isoformat()}
