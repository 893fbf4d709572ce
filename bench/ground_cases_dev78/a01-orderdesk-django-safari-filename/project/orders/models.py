from django.db import models


class Shop(models.Model):
    name = models.CharField(max_length=120)
    code = models.SlugField(unique=True)

    def __str__(self) -> str:
        return self.name


class Customer(models.Model):
    name = models.CharField(max_length=200)
    name_kana = models.CharField(max_length=200, blank=True)
    email = models.EmailField()


class Order(models.Model):
    shop = models.ForeignKey(Shop, on_delete=models.PROTECT, related_name="orders")
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT)
    number = models.CharField(max_length=20, unique=True)
    total_yen = models.PositiveIntegerField()
    placed_at = models.DateTimeField()
    status = models.CharField(max_length=20, default="open")

    class Meta:
        ordering = ["-placed_at"]
