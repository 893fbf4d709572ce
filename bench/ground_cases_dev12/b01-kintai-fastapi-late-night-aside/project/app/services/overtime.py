"""残業・深夜時間の計算 (就業規則 第23条・第24条)。"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

from app.models import AttendanceRecord, DailyResult, MonthlySummary

# 所定労働時間 (分)
STANDARD_MINUTES = 8 * 60
# 深夜帯: 22:00〜翌 5:00
LATE_NIGHT_START = 22
LATE_NIGHT_END = 5


def worked_minutes(rec: AttendanceRecord) -> int:
    """休憩を除いた実労働時間 (分)。"""
    total = int((rec.clock_out - rec.clock_in).total_seconds() // 60)
    return max(0, total - rec.break_minutes)


def calc_daily_overtime(rec: AttendanceRecord) -> int:
    """所定 8 時間を超えた分を残業とする。"""
    return max(0, worked_minutes(rec) - STANDARD_MINUTES)


def _is_late_night(t: datetime) -> bool:
    return t.hour > LATE_NIGHT_START or t.hour < LATE_NIGHT_END


def calc_late_night_minutes(rec: AttendanceRecord) -> int:
    """打刻区間のうち深夜帯に入っている分数。休憩は日中に取る前提で引かない。"""
    minutes = 0
    t = rec.clock_in
    while t < rec.clock_out:
        if _is_late_night(t):
            minutes += 1
        t += timedelta(minutes=1)
    return minutes


def daily_result(rec: AttendanceRecord) -> DailyResult:
    return DailyResult(
        work_date=rec.work_date,
        worked_minutes=worked_minutes(rec),
        overtime_minutes=calc_daily_overtime(rec),
        late_night_minutes=calc_late_night_minutes(rec),
    )


def monthly_summary(employee_id: str, month: str, records: Iterable[AttendanceRecord]) -> MonthlySummary:
    days = [daily_result(r) for r in records if r.work_date.strftime("%Y-%m") == month]
    overtime = sum(d.overtime_minutes for d in days)
    return MonthlySummary(
        employee_id=employee_id,
        month=month,
        days_worked=len(days),
        total_worked_minutes=sum(d.worked_minutes for d in days),
        total_overtime_minutes=overtime,
        total_overtime_hours=round(overtime / 60, 1),
        total_late_night_minutes=sum(d.late_night_minutes for d in days),
    )
