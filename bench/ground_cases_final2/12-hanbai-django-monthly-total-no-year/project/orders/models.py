from django.db import models


class Order(models.Model):
    class Channel(models.TextChoices):
        WEB = "web", "Web"
        STORE = "store", "店舗"
        WHOLESALE = "wholesale", "卸"

    number = models.CharField(max_length=20, unique=True)
    channel = models.CharField(max_length=16, choices=Channel.choices)
    status = models.CharField(max_length=16, default="pending")
    total = models.DecimalField(max_digits=12, decimal_places=0)
    created_at = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return self.number
