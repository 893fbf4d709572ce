import csv
import io

from fastapi import APIRouter
from fastapi.responses import StreamingResponse

from app.db import fetch_ledger

router = APIRouter()


@router.get("/ledger.csv")
async def ledger_csv(year: int) -> StreamingResponse:
    rows = await fetch_ledger(year)  # the slow part: one big query, 1-2 min for a full year
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["date", "account", "debit", "credit", "memo"])
    writer.writerows(rows)
    buf.seek(0)
    return StreamingResponse(iter([buf.getvalue()]), media_type="text/csv")
