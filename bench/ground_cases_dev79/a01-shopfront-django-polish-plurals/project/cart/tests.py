from decimal import Decimal

from django.test import TestCase
from django.urls import reverse

from cart.models import Cart, CartItem
from orders.models import Product


class CartSummaryTests(TestCase):
    def setUp(self):
        self.product = Product.objects.create(sku="MUG-1", name="Mug", price=Decimal("9.90"))

    def _cart_with(self, qty):
        self.client.get(reverse("cart-summary"))
        cart = Cart.objects.get()
        CartItem.objects.create(cart=cart, product=self.product, quantity=qty, unit_price=self.product.price)

    def test_empty_cart(self):
        resp = self.client.get(reverse("cart-summary"))
        self.assertContains(resp, "Your cart is empty.")

    def test_polish_plural_forms(self):
        for qty, label in [(1, "1 produkt"), (3, "3 produkty"), (5, "5 produktów")]:
            with self.subTest(qty=qty):
                CartItem.objects.all().delete()
                self._cart_with(qty)
                resp = self.client.get("/pl/cart/")
                self.assertContains(resp, f'<p class="count">{label}</p>', html=False)
