from decimal import Decimal

from django.test import TestCase
from django.urls import reverse

from catalog.models import Category, Product


class CartTests(TestCase):
    def setUp(self):
        cat = Category.objects.create(name="Tea", slug="tea")
        self.product = Product.objects.create(
            category=cat, name="Longjing", slug="longjing", price=Decimal("88.00"), stock=5
        )

    def test_add_to_cart_redirects(self):
        resp = self.client.get(reverse("add_to_cart", args=[self.product.pk]))
        self.assertRedirects(resp, reverse("cart"))

    def test_add_to_cart_ajax_returns_json(self):
        resp = self.client.get(
            reverse("add_to_cart", args=[self.product.pk]),
            HTTP_X_REQUESTED_WITH="XMLHttpRequest",
        )
        self.assertEqual(resp.json()["quantity"], 1)

    def test_stock_level(self):
        resp = self.client.get(reverse("stock_level", args=[self.product.pk]))
        self.assertEqual(resp.json()["stock"], 5)

    def test_price_with_vat(self):
        self.assertEqual(self.product.price_with_vat(), Decimal("99.44"))
