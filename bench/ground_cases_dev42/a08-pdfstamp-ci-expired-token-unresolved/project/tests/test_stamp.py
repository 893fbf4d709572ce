import io

from pypdf import PdfReader, PdfWriter

from pdfstamp.stamp import number_pages, stamp


def blank_pdf(pages: int = 2) -> bytes:
    writer = PdfWriter()
    for _ in range(pages):
        writer.add_blank_page(width=595, height=842)
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


def test_stamp_keeps_page_count():
    out = stamp(blank_pdf(3), "DRAFT")
    assert len(PdfReader(io.BytesIO(out)).pages) == 3


def test_stamp_text_is_on_the_page():
    out = stamp(blank_pdf(1), "DRAFT")
    assert "DRAFT" in PdfReader(io.BytesIO(out)).pages[0].extract_text()


def test_numbers_every_page():
    out = number_pages(blank_pdf(2))
    pages = PdfReader(io.BytesIO(out)).pages
    assert "1 / 2" in pages[0].extract_text()
    assert "2 / 2" in pages[1].extract_text()
