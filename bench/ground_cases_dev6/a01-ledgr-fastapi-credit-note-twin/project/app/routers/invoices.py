from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_db
from app.deps import pagination, require_api_key
from app.models import Invoice
from app.serializers import serialize_invoice

router = APIRouter(prefix="/invoices", tags=["invoices"], dependencies=[Depends(require_api_key)])


@router.get("")
def list_invoices(page: tuple[int, int] = Depends(pagination), db: Session = Depends(get_db)):
    offset, limit = page
    rows = db.scalars(select(Invoice).order_by(Invoice.issued_on.desc()).offset(offset).limit(limit))
    return [serialize_invoice(inv) for inv in rows]


@router.get("/{invoice_id}")
def get_invoice(invoice_id: int, db: Session = Depends(get_db)):
    inv = db.get(Invoice, invoice_id)
    if inv is None:
        raise HTTPException(status_code=404, detail="invoice not found")
    return serialize_invoice(inv)
