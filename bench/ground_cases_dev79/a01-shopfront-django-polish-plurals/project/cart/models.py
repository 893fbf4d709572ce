from django.db import models


class Cart(models.Model):
    session_key = models.CharField(max_length=40, unique=True)
    created = models.DateTimeField(auto_now_add=True)

    @classmethod
    def for_request(cls, request):
        if not request.session.session_key:
            request.session.save()
        cart, _ = cls.objects.get_or_create(session_key=request.session.session_key)
        return cart


class CartItem(models.Model):
    cart = models.ForeignKey(Cart, related_name="items", on_delete=models.CASCADE)
    product = models.ForeignKey("orders.Product", on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField(default=1)
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)
