from __future__ import annotations

from fastapi import FastAPI, HTTPException, Response

from app.export import export_csv
from app.pdf.invoice_pdf import render_invoice_pdf
from app.repository import InvoiceRepository

app = FastAPI(title="billing-portal")
repo = InvoiceRepository()


@app.get("/invoices")
def list_invoices(status: str | None = None) -> list[dict]:
    return [
        {"id": inv.id, "number": inv.number, "customer": inv.customer.name, "status": inv.status}
        for inv in repo.list(status=status)
    ]


@app.get("/invoices/export.csv")
def export_invoices(status: str | None = None) -> Response:
    body = export_csv(repo.list(status=status))
    headers = {"Content-Disposition": 'attachment; filename="invoices.csv"'}
    return Response(content=body, media_type="text/csv", headers=headers)


@app.get("/invoices/{invoice_id}/pdf")
def invoice_pdf(invoice_id: int) -> Response:
    invoice = repo.get(invoice_id)
    if invoice is None:
        raise HTTPException(status_code=404, detail="invoice not found")
    return Response(content=render_invoice_pdf(invoice), media_type="application/pdf")
