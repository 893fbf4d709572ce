"""The PDF work: overlay a text stamp or page numbers on every page."""
from __future__ import annotations

import io
from dataclasses import dataclass

from pypdf import PdfReader, PdfWriter
from reportlab.lib.colors import Color
from reportlab.pdfgen import canvas


@dataclass(frozen=True)
class StampStyle:
    font: str = "Helvetica-Bold"
    size: float = 28
    opacity: float = 0.25
    angle: float = 45


def _overlay(width: float, height: float, text: str, style: StampStyle) -> PdfReader:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(width, height))
    c.setFillColor(Color(0.8, 0.1, 0.1, alpha=style.opacity))
    c.setFont(style.font, style.size)
    c.translate(width / 2, height / 2)
    c.rotate(style.angle)
    c.drawCentredString(0, 0, text)
    c.save()
    buf.seek(0)
    return PdfReader(buf)


def stamp(src: bytes, text: str, style: StampStyle = StampStyle()) -> bytes:
    reader = PdfReader(io.BytesIO(src))
    writer = PdfWriter()
    for page in reader.pages:
        w, h = float(page.mediabox.width), float(page.mediabox.height)
        page.merge_page(_overlay(w, h, text, style).pages[0])
        writer.add_page(page)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def number_pages(src: bytes, fmt: str = "{page} / {total}", size: float = 9) -> bytes:
    reader = PdfReader(io.BytesIO(src))
    total = len(reader.pages)
    writer = PdfWriter()
    for i, page in enumerate(reader.pages, start=1):
        w, h = float(page.mediabox.width), float(page.mediabox.height)
        buf = io.BytesIO()
        c = canvas.Canvas(buf, pagesize=(w, h))
        c.setFont("Helvetica", size)
        c.drawRightString(w - 36, 24, fmt.format(page=i, total=total))
        c.save()
        buf.seek(0)
        page.merge_page(PdfReader(buf).pages[0])
        writer.add_page(page)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
