from datetime import timedelta
from decimal import Decimal

from django.db import transaction

from .models import HalfDay, Holiday, LeaveRequest, LeaveType


class LeaveError(Exception):
    pass


def leave_days(req: LeaveRequest) -> Decimal:
    """请假天数：只算工作日，首日下午开始、末日上午结束各扣半天。"""
    if req.end_date < req.start_date:
        raise LeaveError("结束日期早于开始日期")
    holidays = set(
        Holiday.objects.filter(date__range=(req.start_date, req.end_date)).values_list("date", flat=True)
    )

    def is_workday(d) -> bool:
        return d.weekday() < 5 and d not in holidays

    total = Decimal("0")
    day = req.start_date
    while day < req.end_date:
        if is_workday(day):
            total += Decimal("1")
        day += timedelta(days=1)
    if req.start_half == HalfDay.PM and is_workday(req.start_date):
        total -= Decimal("0.5")
    if req.end_half == HalfDay.AM and is_workday(req.end_date):
        total -= Decimal("0.5")
    return max(total, Decimal("0"))


def annual_balance(user, year: int) -> Decimal:
    quota = Decimal(getattr(user, "profile", None) and user.profile.annual_quota or 5)
    used = sum(
        (r.days for r in LeaveRequest.objects.filter(
            employee=user,
            leave_type=LeaveType.ANNUAL,
            status=LeaveRequest.Status.APPROVED,
            start_date__year=year,
        )),
        Decimal("0"),
    )
    return quota - used


@transaction.atomic
def submit(req: LeaveRequest) -> LeaveRequest:
    req.days = leave_days(req)
    if req.days == 0:
        raise LeaveError("所选日期内没有工作日")
    if req.leave_type == LeaveType.ANNUAL and req.days > annual_balance(req.employee, req.start_date.year):
        raise LeaveError("年假余额不足")
    req.save()
    return req
