from io import BytesIO

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from app.pdf.fonts import register_cjk_font


def render_contract(data: dict) -> bytes:
    font = register_cjk_font()
    title = ParagraphStyle("title", fontName=font, fontSize=18, leading=24)
    body = ParagraphStyle("body", fontName=font, fontSize=10.5, leading=16)

    buf = BytesIO()
    doc = SimpleDocTemplate(buf, pagesize=A4, title=data["title"])
    story = [Paragraph(data["title"], title), Spacer(1, 12)]
    for para in data["clauses"]:
        story.append(Paragraph(para, body))
        story.append(Spacer(1, 6))

    rows = [["项目", "数量", "金额"]] + [[i["name"], str(i["qty"]), i["amount"]] for i in data["items"]]
    table = Table(rows, colWidths=[260, 80, 120])
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), "Helvetica"),
        ("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
        ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke),
    ]))
    story += [Spacer(1, 12), table]
    doc.build(story)
    return buf.getvalue()
