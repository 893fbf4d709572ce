from django.db import models


class Product(models.Model):
    sku = models.CharField(max_length=32, unique=True)
    name = models.CharField(max_length=200)
    price = models.DecimalField(max_digits=10, decimal_places=2)


class Order(models.Model):
    email = models.EmailField()
    language = models.CharField(max_length=8, default="en")
    created = models.DateTimeField(auto_now_add=True)

    @property
    def item_count(self):
        return sum(line.quantity for line in self.lines.all())


class OrderLine(models.Model):
    order = models.ForeignKey(Order, related_name="lines", on_delete=models.CASCADE)
    product = models.ForeignKey(Product, on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField()
