from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVectorField
from django.db import models


class Brand(models.Model):
    name = models.CharField(max_length=120, unique=True)
    slug = models.SlugField(unique=True)

    def __str__(self) -> str:
        return self.name


class Product(models.Model):
    sku = models.CharField(max_length=40, unique=True)
    title = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    brand = models.ForeignKey(Brand, on_delete=models.PROTECT, related_name="products")
    price_cents = models.PositiveIntegerField()
    in_stock = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # filled by a trigger (see migration 0003): setweight(title,'A') || setweight(description,'B')
    search_vector = SearchVectorField(null=True, editable=False)

    class Meta:
        indexes = [GinIndex(fields=["search_vector"], name="product_search_gin")]

    def __str__(self) -> str:
        return f"{self.sku} {self.title}"

    def as_card(self) -> dict:
        return {
            "id": self.id,
            "sku": self.sku,
            "title": self.title,
            "brand": self.brand.name,
            "price_cents": self.price_cents,
            "in_stock": self.in_stock,
        }
