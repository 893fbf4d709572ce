from django.db import models


class Staff(models.Model):
    code = models.CharField(max_length=16, unique=True)
    name = models.CharField(max_length=64, blank=True)
    hourly_wage = models.PositiveIntegerField(default=1100)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["code"]

    def __str__(self) -> str:
        return f"{self.code} {self.name}".strip()


class Shift(models.Model):
    staff = models.ForeignKey(Staff, on_delete=models.CASCADE, related_name="shifts")
    store = models.CharField(max_length=32)
    start = models.DateTimeField()
    end = models.DateTimeField()
    break_minutes = models.PositiveIntegerField(default=0)
    note = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["start"]
        indexes = [models.Index(fields=["store", "start"])]

    @property
    def worked_minutes(self) -> int:
        total = int((self.end - self.start).total_seconds() // 60)
        return max(total - self.break_minutes, 0)

    def __str__(self) -> str:
        return f"{self.staff.code} {self.start:%Y-%m-%d %H:%M}-{self.end:%H:%M}"
