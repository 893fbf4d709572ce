"""/attendance 系エンドポイント。"""

from __future__ import annotations

import re
from datetime import date

from fastapi import APIRouter, HTTPException, Query

from app import repository
from app.models import DailyResult, MonthlySummary
from app.services.overtime import daily_result, monthly_summary

router = APIRouter(prefix="/attendance", tags=["attendance"])

EMPLOYEE_ID = re.compile(r"^E\d{6}$")
MONTH = re.compile(r"^\d{4}-(0[1-9]|1[0-2])$")


def _check_employee(employee_id: str) -> None:
    if not EMPLOYEE_ID.match(employee_id):
        raise HTTPException(status_code=400, detail="employee_id は E + 6桁 で指定してください")


@router.get("/{employee_id}/daily/{day}", response_model=DailyResult)
def get_daily(employee_id: str, day: date) -> DailyResult:
    _check_employee(employee_id)
    rec = repository.find_by_date(employee_id, day)
    if rec is None:
        raise HTTPException(status_code=404, detail="打刻データがありません")
    return daily_result(rec)


@router.get("/{employee_id}/month/{month}", response_model=list[DailyResult])
def get_month(employee_id: str, month: str) -> list[DailyResult]:
    _check_employee(employee_id)
    return [daily_result(r) for r in repository.find_by_month(employee_id, month)]


@router.get("/{employee_id}/summary", response_model=MonthlySummary)
def get_summary(employee_id: str, month: str = Query(..., description="対象月 (YYYY-MM)")) -> MonthlySummary:
    _check_employee(employee_id)
    if not MONTH.match(month):
        raise HTTPException(status_code=400, detail="month は YYYY-MM 形式で指定してください")
    records = repository.find_by_month(employee_id, month)
    return monthly_summary(employee_id, month, records)
