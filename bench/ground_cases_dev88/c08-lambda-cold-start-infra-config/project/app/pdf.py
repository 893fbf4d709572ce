import io
from functools import cache

import qrcode
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from app import settings


@cache
def _register_font() -> None:
    pdfmetrics.registerFont(TTFont("NotoSansSC", settings.FONT_PATH))


def line_table(items: list[dict]) -> list[dict]:
    return [dict(item, amount=item["qty"] * item["unit_price"]) for item in items]


def render_invoice(order: dict) -> bytes:
    _register_font()
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    c.setFont("NotoSansSC", 16)
    c.drawString(50, 800, f"发票 {order['order_no']}")
    c.setFont("NotoSansSC", 10)
    y = 760
    table = line_table(order["items"])
    for row in table:
        c.drawString(50, y, f"{row['name']}  x{row['qty']}  ¥{row['amount']:.2f}")
        y -= 16
    c.drawString(50, y - 10, f"合计 ¥{sum(row['amount'] for row in table):.2f}")
    qr = qrcode.make(order["verify_url"])
    img = io.BytesIO()
    qr.save(img, format="PNG")
    img.seek(0)
    from reportlab.lib.utils import ImageReader
    c.drawImage(ImageReader(img), 450, 700, width=100, height=100)
    c.showPage()
    c.save()
    return buf.getvalue()
