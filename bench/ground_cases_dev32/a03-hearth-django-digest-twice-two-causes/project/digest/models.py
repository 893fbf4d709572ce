from django.conf import settings
from django.db import models


class Subscriber(models.Model):
    WEEKLY = "weekly"
    MONTHLY = "monthly"
    FREQUENCIES = [(WEEKLY, "Weekly"), (MONTHLY, "Monthly")]

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="subscription")
    email = models.EmailField()
    frequency = models.CharField(max_length=10, choices=FREQUENCIES, default=WEEKLY)
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    unsubscribed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["frequency", "is_active"])]

    def __str__(self) -> str:
        return f"{self.email} ({self.frequency})"


class Topic(models.Model):
    title = models.CharField(max_length=200)
    slug = models.SlugField(unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    reply_count = models.PositiveIntegerField(default=0)
    followers = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="followed_topics", blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.title
