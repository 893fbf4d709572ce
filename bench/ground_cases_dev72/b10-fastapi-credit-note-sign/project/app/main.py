from datetime import date

from fastapi import Body, FastAPI, HTTPException

from app.credit_notes import build_credit_note
from app.models import CreditNote, Invoice, Line

app = FastAPI(title="seikyu")
_invoices: dict[str, Invoice] = {}


@app.post("/invoices/{number}/credit-notes", response_model=CreditNote, status_code=201)
def create_credit_note(number: str, lines: list[Line], reason: str = Body(...)) -> CreditNote:
    invoice = _invoices.get(number)
    if invoice is None:
        raise HTTPException(404, "invoice not found")
    try:
        return build_credit_note(invoice, lines, reason, date.today())
    except ValueError as e:
        raise HTTPException(422, str(e)) from None
