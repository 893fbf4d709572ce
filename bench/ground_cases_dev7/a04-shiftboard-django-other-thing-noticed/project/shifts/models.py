from django.conf import settings
from django.db import models


class Location(models.Model):
    name = models.CharField(max_length=80)
    timezone = models.CharField(max_length=40, default="Europe/London")

    def __str__(self):
        return self.name


class Shift(models.Model):
    location = models.ForeignKey(Location, on_delete=models.CASCADE, related_name="shifts")
    role = models.CharField(max_length=40)
    start = models.DateTimeField()
    end = models.DateTimeField()
    assignee = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="shifts"
    )
    notes = models.TextField(blank=True)

    class Meta:
        ordering = ["start", "location"]

    def __str__(self):
        return f"{self.role} @ {self.location} {self.start:%a %H:%M}"

    @property
    def is_open(self):
        return self.assignee_id is None

    @property
    def hours(self):
        return (self.end - self.start).total_seconds() / 3600

    def overlaps(self, other):
        """True when the two shifts share any time. Back-to-back shifts don't overlap."""
        return self.start <= other.end and other.start <= self.end
