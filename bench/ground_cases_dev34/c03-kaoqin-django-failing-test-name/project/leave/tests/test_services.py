from datetime import date
from decimal import Decimal

from django.test import TestCase

from leave.models import HalfDay, Holiday, LeaveRequest
from leave.services import leave_days


def req(start, end, start_half=HalfDay.AM, end_half=HalfDay.PM):
    return LeaveRequest(start_date=start, end_date=end, start_half=start_half, end_half=end_half)


class LeaveDaysTests(TestCase):
    def test_single_day_leave(self):
        # 2025-11-11 周二
        self.assertEqual(leave_days(req(date(2025, 11, 11), date(2025, 11, 11))), Decimal("1"))

    def test_afternoon_only(self):
        r = req(date(2025, 11, 11), date(2025, 11, 11), start_half=HalfDay.PM)
        self.assertEqual(leave_days(r), Decimal("0.5"))

    def test_skips_weekend(self):
        # 周五到下周一
        self.assertEqual(leave_days(req(date(2025, 11, 14), date(2025, 11, 17))), Decimal("2"))

    def test_end_morning(self):
        r = req(date(2025, 11, 10), date(2025, 11, 12), end_half=HalfDay.AM)
        self.assertEqual(leave_days(r), Decimal("2.5"))


class HolidayTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        for d in (1, 2, 3):
            Holiday.objects.create(date=date(2025, 10, d), name="国庆节")

    def test_national_day_week(self):
        # 9/29 周一 ~ 10/5 周日，10/1-10/3 法定假日 -> 只算周一周二
        self.assertEqual(leave_days(req(date(2025, 9, 29), date(2025, 10, 5))), Decimal("2"))

    def test_starts_on_holiday_afternoon(self):
        r = req(date(2025, 10, 3), date(2025, 10, 5), start_half=HalfDay.PM)
        self.assertEqual(leave_days(r), Decimal("0"))
