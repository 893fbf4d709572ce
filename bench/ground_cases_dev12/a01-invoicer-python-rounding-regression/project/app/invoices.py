from __future__ import annotations

from fastapi import APIRouter, Depends, HTTPException, Query, Response

from app import can_transition
from app.db import InvoiceRepo
from app.models import Invoice, InvoiceIn, StatusChange
from app.pricing import compute_totals, format_amount

router = APIRouter(prefix="/invoices", tags=["invoices"])

_repo = InvoiceRepo()


def get_repo() -> InvoiceRepo:
    return _repo


def _present(invoice: Invoice) -> dict:
    totals = compute_totals(invoice.lines, invoice.discount_pct)
    return {
        "id": invoice.id,
        "number": invoice.number,
        "customer_id": invoice.customer_id,
        "status": invoice.status,
        "currency": invoice.currency,
        "lines": [line.model_dump(mode="json") for line in invoice.lines],
        "discount_pct": invoice.discount_pct,
        "totals": totals.as_dict(),
        "total_display": format_amount(totals.total, invoice.currency),
        "created_at": invoice.created_at.isoformat(),
    }


@router.get("")
def list_invoices(
    response: Response,
    status: str | None = None,
    limit: int = Query(50, ge=1, le=200),
    offset: int = Query(0, ge=0),
    repo: InvoiceRepo = Depends(get_repo),
) -> list[dict]:
    response.headers["X-Total-Count"] = str(repo.count(status=status))
    return [_present(inv) for inv in repo.list(status=status, limit=limit, offset=offset)]


@router.post("", status_code=201)
def create_invoice(payload: InvoiceIn, repo: InvoiceRepo = Depends(get_repo)) -> dict:
    return _present(repo.create(payload))


@router.get("/{invoice_id}")
def get_invoice(invoice_id: int, repo: InvoiceRepo = Depends(get_repo)) -> dict:
    invoice = repo.get(invoice_id)
    if invoice is None:
        raise HTTPException(404, "invoice not found")
    return _present(invoice)


@router.post("/{invoice_id}/status")
def change_status(invoice_id: int, change: StatusChange, repo: InvoiceRepo = Depends(get_repo)) -> dict:
    invoice = repo.get(invoice_id)
    if invoice is None:
        raise HTTPException(404, "invoice not found")
    if not can_transition(invoice.status, change.status):
        raise HTTPException(409, f"cannot go from {invoice.status} to {change.status}")
    repo.set_status(invoice_id, change.status)
    return _present(repo.get(invoice_id))
