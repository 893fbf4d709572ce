from django.contrib.auth import get_user_model
from django.test import TestCase

from shop.models import Cart, Product
from shop.services.cart import add_item, get_open_cart


class CartTests(TestCase):
    def setUp(self):
        self.user = get_user_model().objects.create_user("ana", password="x")
        self.product = Product.objects.create(sku="TEA-1", name="Tea", price_cents=450)

    def test_add_item_twice_increments(self):
        add_item(self.user, self.product)
        item = add_item(self.user, self.product, 2)
        self.assertEqual(item.quantity, 3)

    def test_get_open_cart(self):
        add_item(self.user, self.product)
        self.assertEqual(get_open_cart(self.user).status, Cart.Status.OPEN)
