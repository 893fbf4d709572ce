from django.conf import settings
from django.db import models


class AttendanceRecord(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="attendance")
    clock_in = models.DateTimeField()
    clock_out = models.DateTimeField(null=True, blank=True)
    break_minutes = models.PositiveIntegerField(default=60)
    note = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["clock_in"]
        indexes = [models.Index(fields=["user", "clock_in"])]

    def __str__(self) -> str:
        return f"{self.user_id} {self.clock_in:%Y-%m-%d %H:%M}"
