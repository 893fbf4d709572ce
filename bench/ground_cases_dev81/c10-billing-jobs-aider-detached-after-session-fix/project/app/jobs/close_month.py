"""1st of the month, 02:00: close last month's invoices that were paid in full."""
import logging

from sqlalchemy import update

from app.db import SessionLocal
from app.models import Invoice

log = logging.getLogger(__name__)


def close_month(period: str) -> int:
    with SessionLocal() as session:
        result = session.execute(
            update(Invoice)
            .where(Invoice.period == period, Invoice.status == "paid")
            .values(status="closed")
            .execution_options(synchronize_session=False)
        )
        session.commit()
        closed = result.rowcount
    log.info("closed %d invoices for %s", closed, period)
    return closed


def previous_period(period: str) -> str:
    year, month = (int(x) for x in period.split("-"))
    year, month = (year - 1, 12) if month == 1 else (year, month - 1)
    return f"{year:04d}-{month:02d}"
