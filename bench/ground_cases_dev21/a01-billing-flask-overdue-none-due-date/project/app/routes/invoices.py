from flask import Blueprint, abort, jsonify

from app.models import Invoice

bp = Blueprint("invoices", __name__)


def _as_json(inv: Invoice) -> dict:
    return {
        "id": inv.id,
        "number": inv.number,
        "customer": inv.customer.name,
        "status": inv.status,
        "issued_on": inv.issued_on.isoformat() if inv.issued_on else None,
        "due_date": inv.due_date.isoformat() if inv.due_date else None,
        "total": str(inv.total),
        "balance": str(inv.balance),
    }


@bp.get("/")
def list_invoices():
    invoices = Invoice.query.order_by(Invoice.id.desc()).limit(200).all()
    return jsonify([_as_json(i) for i in invoices])


@bp.get("/<int:invoice_id>")
def get_invoice(invoice_id: int):
    inv = Invoice.query.get(invoice_id)
    if inv is None:
        abort(404)
    return jsonify(_as_json(inv))
