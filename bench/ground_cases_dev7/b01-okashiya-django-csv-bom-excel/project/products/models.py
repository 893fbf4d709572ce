from django.db import models


class Product(models.Model):
    code = models.CharField(max_length=20, unique=True)
    name = models.CharField(max_length=200)
    price = models.PositiveIntegerField()
    stock = models.IntegerField(default=0)
    is_published = models.BooleanField(default=True)

    def __str__(self) -> str:
        return f"{self.code} {self.name}"
