from __future__ import annotations

import io
from datetime import datetime

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfgen import canvas

from app.models import Invoice
from app.settings import settings

pdfmetrics.registerFont(UnicodeCIDFont(settings.pdf_font))


def _issue_date_label(invoice: Invoice) -> str:
    issued = datetime.utcfromtimestamp(invoice.issued_at)
    return f"発行日: {issued:%Y年%m月%d日}"


def _draw_header(c: canvas.Canvas, invoice: Invoice) -> None:
    c.setFont(settings.pdf_font, 18)
    c.drawString(20 * mm, 270 * mm, "請求書")
    c.setFont(settings.pdf_font, 10)
    c.drawString(20 * mm, 260 * mm, f"{invoice.customer.name} 御中")
    c.drawRightString(190 * mm, 270 * mm, invoice.number)
    c.drawRightString(190 * mm, 264 * mm, _issue_date_label(invoice))
    c.drawRightString(190 * mm, 258 * mm, settings.company_name)


def _draw_lines(c: canvas.Canvas, invoice: Invoice) -> None:
    y = 230 * mm
    for line in invoice.lines:
        c.drawString(20 * mm, y, line.description)
        c.drawRightString(150 * mm, y, str(line.quantity))
        c.drawRightString(190 * mm, y, f"{line.amount:,.0f} 円")
        y -= 7 * mm
    c.drawRightString(190 * mm, y - 5 * mm, f"合計 {invoice.total:,.0f} 円")


def render_invoice_pdf(invoice: Invoice) -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    _draw_header(c, invoice)
    _draw_lines(c, invoice)
    c.showPage()
    c.save()
    return buf.getvalue()
