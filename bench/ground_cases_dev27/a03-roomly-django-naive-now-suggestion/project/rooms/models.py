from django.db import models


class Room(models.Model):
    name = models.CharField(max_length=80, unique=True)
    floor = models.SmallIntegerField(default=0)
    capacity = models.PositiveSmallIntegerField(help_text="Seats, including standing room")
    has_screen = models.BooleanField(default=False)
    bookable = models.BooleanField(default=True)

    class Meta:
        ordering = ["floor", "name"]

    def __str__(self) -> str:
        return self.name
