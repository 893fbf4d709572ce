"""Invoice PDF layout (A4, one table of items, totals block)."""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from .models import Invoice
from .money import fmt_money, fmt_rate

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
FONT = "STSong-Light"

STYLES = getSampleStyleSheet()
for _style in STYLES.byName.values():
    _style.fontName = FONT
CELL = ParagraphStyle("Cell", parent=STYLES["Normal"], fontSize=9, leading=12, wordWrap="CJK")
COL_WIDTHS = [80 * mm, 25 * mm, 30 * mm, 35 * mm]


def _header(inv: Invoice) -> list:
    return [
        Paragraph("发票", STYLES["Title"]),
        Paragraph(f"发票号码：{inv.number}", STYLES["Normal"]),
        Paragraph(f"开票日期：{inv.issued_on:%Y-%m-%d}", STYLES["Normal"]),
        Paragraph(f"购买方：{inv.customer}（{inv.customer_tax_id}）", STYLES["Normal"]),
        Spacer(1, 6 * mm),
    ]


def _items_table(inv: Invoice) -> Table:
    data = [["项目名称", "数量", "单价", "金额"]]
    for item in inv.items:
        data.append([Paragraph(escape(item.name), CELL), str(item.quantity), fmt_money(item.unit_price), fmt_money(item.amount)])
    table = Table(data, colWidths=COL_WIDTHS)
    table.setStyle(TableStyle([
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#EEEEEE")),
        ("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
        ("ALIGN", (1, 1), (-1, -1), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("FONTNAME", (0, 0), (-1, -1), FONT),
    ]))
    return table


def _totals(inv: Invoice) -> Table:
    data = [
        ["合计", fmt_money(inv.subtotal)],
        [f"税额（{fmt_rate(inv.tax_rate)}）", fmt_money(inv.tax)],
        ["价税合计", fmt_money(inv.total)],
    ]
    table = Table(data, colWidths=[135 * mm, 35 * mm])
    table.setStyle(TableStyle([
        ("ALIGN", (0, 0), (-1, -1), "RIGHT"),
        ("LINEABOVE", (0, -1), (-1, -1), 1, colors.black),
        ("FONTNAME", (0, 0), (-1, -1), FONT),
    ]))
    return table


def build_invoice(inv: Invoice, path: str) -> None:
    doc = SimpleDocTemplate(path, pagesize=A4, title=f"发票 {inv.number}",
                            leftMargin=20 * mm, rightMargin=20 * mm, topMargin=18 * mm, bottomMargin=18 * mm)
    story = _header(inv)
    story.append(_items_table(inv))
    story.append(Spacer(1, 4 * mm))
    story.append(_totals(inv))
    doc.build(story)
