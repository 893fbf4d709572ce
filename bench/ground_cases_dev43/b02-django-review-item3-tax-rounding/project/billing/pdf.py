"""請求書PDF（WeasyPrint）。"""
from io import BytesIO

from django.template.loader import render_to_string
from weasyprint import HTML

from billing.services.invoice import breakdown, format_yen


def render_invoice_pdf(invoice) -> BytesIO:
    parts = breakdown(invoice.order.lines.select_related("product"))
    html = render_to_string("billing/invoice_pdf.html", {
        "invoice": invoice,
        "parts": parts,
        "total_display": format_yen(invoice.total),
    })
    buf = BytesIO()
    HTML(string=html).write_pdf(buf)
    buf.seek(0)
    return buf
