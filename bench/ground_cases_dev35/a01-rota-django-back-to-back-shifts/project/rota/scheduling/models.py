from django.db import models


class Staff(models.Model):
    ROLES = [("nurse", "Nurse"), ("doctor", "Doctor"), ("admin", "Admin")]

    name = models.CharField(max_length=120)
    role = models.CharField(max_length=20, choices=ROLES)
    max_weekly_hours = models.PositiveSmallIntegerField(default=40)
    active = models.BooleanField(default=True)

    class Meta:
        verbose_name_plural = "staff"

    def __str__(self) -> str:
        return self.name


class Shift(models.Model):
    staff = models.ForeignKey(Staff, null=True, blank=True, related_name="shifts", on_delete=models.SET_NULL)
    ward = models.CharField(max_length=40)
    date = models.DateField()
    start_time = models.TimeField()
    end_time = models.TimeField()
    note = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["date", "start_time"]
        indexes = [models.Index(fields=["staff", "date"])]

    def __str__(self) -> str:
        return f"{self.ward} {self.date} {self.start_time:%H:%M}-{self.end_time:%H:%M}"
