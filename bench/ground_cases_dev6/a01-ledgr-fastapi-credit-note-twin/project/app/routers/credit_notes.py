from fastapi import APIRouter, Depends
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_db
from app.deps import pagination, require_api_key
from app.models import CreditNote
from app.serializers import serialize_credit_note

router = APIRouter(prefix="/credit-notes", tags=["credit-notes"], dependencies=[Depends(require_api_key)])


@router.get("")
def list_credit_notes(page: tuple[int, int] = Depends(pagination), db: Session = Depends(get_db)):
    offset, limit = page
    rows = db.scalars(select(CreditNote).order_by(CreditNote.issued_on.desc()).offset(offset).limit(limit))
    return [serialize_credit_note(n) for n in rows]


@router.get("/{note_id}")
def get_credit_note(note_id: int, db: Session = Depends(get_db)):
    note = db.get(CreditNote, note_id)
    return serialize_credit_note(note)
