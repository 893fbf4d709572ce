from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models


class Room(models.Model):
    name = models.CharField(max_length=50, unique=True)
    floor = models.PositiveSmallIntegerField(help_text="フロア（地下は 0）")
    capacity = models.PositiveSmallIntegerField(default=4)
    has_display = models.BooleanField(default=False)

    class Meta:
        ordering = ["floor", "name"]

    def __str__(self):
        return f"{self.name} ({self.floor}F)"


class Booking(models.Model):
    class Status(models.TextChoices):
        TENTATIVE = "tentative", "仮予約"
        CONFIRMED = "confirmed", "確定"
        CANCELLED = "cancelled", "キャンセル"

    room = models.ForeignKey(Room, on_delete=models.CASCADE, related_name="bookings")
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    title = models.CharField(max_length=100)
    start = models.DateTimeField()
    end = models.DateTimeField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.CONFIRMED)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["start"]
        indexes = [models.Index(fields=["room", "start"])]

    def clean(self):
        from reservations.services import has_conflict

        if self.end <= self.start:
            raise ValidationError("終了時刻は開始時刻より後にしてください")
        hours = (self.end - self.start).total_seconds() / 3600
        if hours > settings.BOOKING_MAX_HOURS:
            raise ValidationError(f"{settings.BOOKING_MAX_HOURS} 時間を超える予約はできません")
        if has_conflict(self.room, self.start, self.end, exclude_id=self.pk):
            raise ValidationError("この時間帯は既に予約されています")

    def __str__(self):
        return f"{self.room.name} {self.start:%m/%d %H:%M}-{self.end:%H:%M} {self.title}"
