from urllib.parse import quote

from fastapi import FastAPI
from fastapi.responses import Response

from app.pdf.contract import render_contract

app = FastAPI(title="contract-pdf")


@app.post("/contracts/pdf")
def contract_pdf(data: dict) -> Response:
    pdf = render_contract(data)
    name = f"{data.get('title', 'contract')}.pdf"
    return Response(
        pdf,
        media_type="application/pdf",
        headers={"Content-Disposition": f"inline; filename*=UTF-8''{quote(name)}"},
    )
