from django.conf import settings
from django.db import models


class Unavailability(models.Model):
    """A block of time a person can't work (holiday, exams, ...)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="unavailable")
    start = models.DateTimeField()
    end = models.DateTimeField()
    reason = models.CharField(max_length=120, blank=True)

    class Meta:
        verbose_name_plural = "unavailability"

    def overlaps(self, start, end):
        return self.start < end and start < self.end
