from datetime import datetime

from fastapi import APIRouter, Depends
from fastapi.responses import PlainTextResponse
from sqlalchemy.orm import Session

from app.db import get_db
from app.reports import JST, export_csv, todays_orders
from app.schemas import DailySummary, OrderOut

router = APIRouter(prefix="/dashboard", tags=["dashboard"])


@router.get("/today", response_model=DailySummary)
def today(db: Session = Depends(get_db)) -> DailySummary:
    orders = todays_orders(db)
    return DailySummary(
        date=datetime.now(JST).date().isoformat(),
        count=len(orders),
        total=sum(o.total for o in orders),
        orders=[OrderOut.model_validate(o) for o in orders],
    )


@router.get("/today.csv", response_class=PlainTextResponse)
def today_csv(db: Session = Depends(get_db)) -> str:
    return export_csv(todays_orders(db))
