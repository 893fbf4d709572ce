from app.models import CreditNote, Invoice, Payment


def serialize_invoice(inv: Invoice) -> dict:
    return {
        "id": inv.id,
        "number": inv.number,
        "customer": inv.customer.name,
        "issued_on": inv.issued_on.isoformat(),
        "total": str(inv.total),
    }


def serialize_credit_note(note: CreditNote) -> dict:
    return {
        "id": note.id,
        "number": note.number,
        "invoice_id": note.invoice_id,
        "customer": note.customer.name,
        "issued_on": note.issued_on.isoformat(),
        "amount": str(note.amount),
        "reason": note.reason,
    }


def serialize_payment(p: Payment) -> dict:
    return {
        "id": p.id,
        "invoice": p.invoice.number,
        "received_on": p.received_on.isoformat(),
        "amount": str(p.amount),
    }
