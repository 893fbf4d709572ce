from __future__ import annotations

import datetime as dt

from django.db import models

WEEKDAYS = [(i, name) for i, name in enumerate("月火水木金土日")]


class Clinic(models.Model):
    name = models.CharField(max_length=100)
    slot_minutes = models.PositiveSmallIntegerField(default=30)

    def __str__(self) -> str:
        return self.name

    def opening_hours_for(self, day: dt.date) -> tuple[dt.time, dt.time] | None:
        """(opens, closes) in local time on that weekday, or None when the clinic is closed."""
        hours = self.opening_hours.filter(weekday=day.weekday()).first()
        if hours is None or hours.closed:
            return None
        return hours.opens, hours.closes


class OpeningHours(models.Model):
    clinic = models.ForeignKey(Clinic, related_name="opening_hours", on_delete=models.CASCADE)
    weekday = models.PositiveSmallIntegerField(choices=WEEKDAYS)
    opens = models.TimeField()
    closes = models.TimeField()
    closed = models.BooleanField(default=False)

    class Meta:
        unique_together = [("clinic", "weekday")]


class Doctor(models.Model):
    clinic = models.ForeignKey(Clinic, related_name="doctors", on_delete=models.CASCADE)
    name = models.CharField(max_length=100)

    def __str__(self) -> str:
        return self.name


class Slot(models.Model):
    clinic = models.ForeignKey(Clinic, related_name="slots", on_delete=models.CASCADE)
    doctor = models.ForeignKey(Doctor, related_name="slots", on_delete=models.PROTECT)
    start = models.DateTimeField()
    end = models.DateTimeField()
    capacity = models.PositiveSmallIntegerField(default=1)
    booked = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["start"]
        indexes = [models.Index(fields=["clinic", "start"])]

    @property
    def available(self) -> int:
        return max(0, self.capacity - self.booked)
