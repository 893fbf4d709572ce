from decimal import Decimal

from django.conf import settings
from django.db import models


class HalfDay(models.TextChoices):
    AM = "AM", "上午"
    PM = "PM", "下午"


class LeaveType(models.TextChoices):
    ANNUAL = "annual", "年假"
    SICK = "sick", "病假"
    PERSONAL = "personal", "事假"


class Holiday(models.Model):
    """法定节假日（不含周末）。调休上班日不在这里。"""

    date = models.DateField(unique=True)
    name = models.CharField(max_length=32)

    class Meta:
        ordering = ["date"]

    def __str__(self):
        return f"{self.date} {self.name}"


class LeaveRequest(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "待审批"
        APPROVED = "approved", "已通过"
        REJECTED = "rejected", "已驳回"

    employee = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="leaves")
    department = models.ForeignKey("org.Department", on_delete=models.PROTECT, related_name="leaves")
    leave_type = models.CharField(max_length=16, choices=LeaveType.choices)
    start_date = models.DateField()
    start_half = models.CharField(max_length=2, choices=HalfDay.choices, default=HalfDay.AM)
    end_date = models.DateField()
    end_half = models.CharField(max_length=2, choices=HalfDay.choices, default=HalfDay.PM)
    days = models.DecimalField(max_digits=5, decimal_places=1, default=Decimal("0"))
    reason = models.TextField(blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
