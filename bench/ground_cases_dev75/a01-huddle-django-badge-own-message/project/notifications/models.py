from django.conf import settings
from django.db import models


class NotificationPreference(models.Model):
    class DigestFrequency(models.TextChoices):
        OFF = "off", "Off"
        DAILY = "daily", "Daily"
        WEEKLY = "weekly", "Weekly"

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notification_prefs")
    email_on_mention = models.BooleanField(default=True)
    email_on_direct_message = models.BooleanField(default=True)
    push_enabled = models.BooleanField(default=True)
    digest_frequency = models.CharField(max_length=10, choices=DigestFrequency.choices, default=DigestFrequency.DAILY)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self):
        return f"prefs for {self.user_id}"
