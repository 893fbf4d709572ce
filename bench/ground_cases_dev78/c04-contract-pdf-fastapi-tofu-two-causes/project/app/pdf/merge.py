from io import BytesIO

from pypdf import PdfReader, PdfWriter


def merge_pdfs(parts: list[bytes]) -> bytes:
    writer = PdfWriter()
    for part in parts:
        reader = PdfReader(BytesIO(part))
        if reader.is_encrypted and not reader.decrypt(""):
            raise ValueError("attachment is password protected")
        for page in reader.pages:
            writer.add_page(page)
    out = BytesIO()
    writer.write(out)
    return out.getvalue()
