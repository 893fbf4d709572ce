from django.db import models


class Store(models.Model):
    name = models.CharField(max_length=80, unique=True)
    opens_at = models.TimeField(default="09:00")
    closes_at = models.TimeField(default="22:00")

    def __str__(self) -> str:
        return self.name
