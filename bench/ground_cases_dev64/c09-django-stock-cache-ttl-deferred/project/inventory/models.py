from django.db import models


class Sku(models.Model):
    code = models.CharField(max_length=64, unique=True)
    name = models.CharField(max_length=200)
    price_cents = models.PositiveIntegerField()

    def __str__(self) -> str:
        return self.code


class Stock(models.Model):
    sku = models.OneToOneField(Sku, on_delete=models.CASCADE, related_name="stock")
    on_hand = models.IntegerField(default=0)
    reserved = models.IntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    @property
    def available(self) -> int:
        return max(self.on_hand - self.reserved, 0)


class StockMovement(models.Model):
    sku = models.ForeignKey(Sku, on_delete=models.CASCADE, related_name="movements")
    delta = models.IntegerField()
    reason = models.CharField(max_length=32)
    ref = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["sku", "created_at"])]
