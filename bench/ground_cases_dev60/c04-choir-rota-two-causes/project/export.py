"""PDF of the month's rota for the notice board."""
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfgen import canvas

from models import Rota

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))


def title_for(rota: Rota) -> str:
    month = int(rota.month.split("-")[1])
    return f"圣咏团 {month}月服事表"


def to_pdf(rota: Rota, path: str) -> None:
    c = canvas.Canvas(path, pagesize=A4)
    width, height = A4
    c.setFont("STSong-Light", 18)
    c.drawString(60, height - 60, title_for(rota))
    y = height - 100
    c.setFont("STSong-Light", 11)
    for service in sorted(rota.services, key=lambda s: (s.day, s.start)):
        head = f"{service.day:%m/%d} {service.start:%H:%M} {service.label}"
        c.drawString(60, y, head)
        y -= 16
        for part in service.needs:
            names = "、".join(m.name for m in service.assigned if m.part == part) or "（缺）"
            c.drawString(80, y, f"{part}：{names}")
            y -= 14
        y -= 8
        if y < 80:
            c.showPage()
            c.setFont("STSong-Light", 11)
            y = height - 60
    c.save()
