from __future__ import annotations

from decimal import Decimal

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

from app.charges import CheckoutError, start_checkout
from app.models import Cart, CartLine, Order, OrderStatus
from app.money import format_amount
from app.refunds import RefundError, create_refund
from app.store import OrderStore
from app.stripe_client import StripeClient

app = FastAPI(title="billing-svc")
_store = OrderStore()


def get_store() -> OrderStore:
    return _store


def get_client() -> StripeClient:
    return StripeClient()


class LineIn(BaseModel):
    sku: str
    quantity: int
    unit_price: Decimal


class CheckoutIn(BaseModel):
    customer_id: str
    currency: str
    lines: list[LineIn]


class RefundIn(BaseModel):
    amount: Decimal | None = None
    reason: str | None = None


def present(order: Order) -> dict:
    return {
        "id": order.id,
        "status": order.status,
        "currency": order.currency,
        "amount": format_amount(order.amount_minor, order.currency),
        "refunds": [{"id": r.id, "amount": format_amount(r.amount_minor, order.currency), "status": r.status}
                    for r in order.refunds],
    }


@app.get("/orders")
def list_orders(status: OrderStatus | None = None, currency: str | None = None,
                store: OrderStore = Depends(get_store)) -> list[dict]:
    orders = store.list(status)
    if currency:
        orders = [o for o in orders if o.currency == currency.upper()]
    return [present(o) for o in orders]


@app.post("/checkout", status_code=201)
def checkout(body: CheckoutIn, store: OrderStore = Depends(get_store),
             client: StripeClient = Depends(get_client)) -> dict:
    cart = Cart(body.customer_id, body.currency, [CartLine(l.sku, l.quantity, l.unit_price) for l in body.lines])
    try:
        order, secret = start_checkout(cart, client, store)
    except CheckoutError as e:
        raise HTTPException(422, str(e)) from None
    return {"order": present(order), "client_secret": secret}


@app.post("/orders/{order_id}/refunds", status_code=201)
def refund_order(order_id: int, body: RefundIn, store: OrderStore = Depends(get_store),
                 client: StripeClient = Depends(get_client)) -> dict:
    order = store.get(order_id)
    if order is None:
        raise HTTPException(404, "order not found")
    try:
        create_refund(order, client, amount=body.amount, reason=body.reason)
    except RefundError as e:
        raise HTTPException(409, str(e)) from None
    return present(order)
