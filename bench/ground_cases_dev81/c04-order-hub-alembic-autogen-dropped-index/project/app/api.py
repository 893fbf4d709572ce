from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy.orm import Session

from app import repo
from app.db import get_session
from app.models import Customer

app = FastAPI(title="order-hub")


@app.get("/customers/{customer_id}/orders")
def customer_orders(customer_id: int, before_id: int | None = None, session: Session = Depends(get_session)):
    if session.get(Customer, customer_id) is None:
        raise HTTPException(404, "customer not found")
    orders = repo.list_orders_for_customer(session, customer_id, before_id)
    return [
        {"id": o.id, "status": o.status, "total_fen": o.total_fen, "created_at": o.created_at.isoformat()}
        for o in orders
    ]


@app.get("/customers/{customer_id}/stats")
def customer_stats(customer_id: int, session: Session = Depends(get_session)):
    return repo.customer_stats(session, customer_id)
