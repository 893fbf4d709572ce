from datetime import date

from flask import Blueprint, current_app, jsonify, request

from app.models import Customer, Invoice
from app.reports.overdue import build_overdue_rows, totals_by_bucket

bp = Blueprint("reports", __name__)


def _tenant_invoices(tenant_id: int):
    limit = current_app.config["REPORT_PAGE_SIZE"]
    return (
        Invoice.query.join(Customer)
        .filter(Customer.tenant_id == tenant_id)
        .filter(Invoice.status != "paid")
        .limit(limit)
        .all()
    )


@bp.get("/overdue")
def overdue_report():
    tenant_id = int(request.args["tenant"])
    invoices = _tenant_invoices(tenant_id)
    rows = build_overdue_rows(invoices, today=date.today())
    return jsonify(
        {
            "rows": [
                {
                    "number": r.number,
                    "customer": r.customer,
                    "due_date": r.due_date.isoformat(),
                    "days": r.days,
                    "bucket": r.bucket,
                    "balance": str(r.balance),
                }
                for r in rows
            ],
            "totals": {k: str(v) for k, v in totals_by_bucket(rows).items()},
        }
    )
