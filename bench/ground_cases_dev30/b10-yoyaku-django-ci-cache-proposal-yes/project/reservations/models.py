from django.db import models


class Course(models.Model):
    name = models.CharField(max_length=100)
    price = models.PositiveIntegerField()
    minutes = models.PositiveIntegerField(default=120)

    def __str__(self) -> str:
        return self.name


class Reservation(models.Model):
    class Status(models.TextChoices):
        BOOKED = "booked", "予約済み"
        VISITED = "visited", "来店済み"
        CANCELLED = "cancelled", "キャンセル"
        NO_SHOW = "no_show", "無断キャンセル"

    code = models.CharField(max_length=12, unique=True)
    date = models.DateField(db_index=True)
    start_time = models.TimeField()
    name = models.CharField(max_length=100)
    phone = models.CharField(max_length=20, blank=True)
    party_size = models.PositiveSmallIntegerField()
    course = models.ForeignKey(Course, null=True, blank=True, on_delete=models.SET_NULL)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.BOOKED)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["date", "start_time"]

    def __str__(self) -> str:
        return f"{self.code} {self.date} {self.name}"
