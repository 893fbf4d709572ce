import factory
from django.contrib.auth import get_user_model

from customers.models import Customer
from orders.models import Order, OrderLine
from shops.models import Shop


class ShopFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Shop

    name = factory.Sequence(lambda n: f"Shop {n}")
    slug = factory.Sequence(lambda n: f"shop-{n}")


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()

    username = factory.Sequence(lambda n: f"user{n}")
    shop = factory.SubFactory(ShopFactory)


class CustomerFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Customer

    shop = factory.SubFactory(ShopFactory)
    name = factory.Faker("name")
    email = factory.Faker("email")


class OrderFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Order

    shop = factory.SubFactory(ShopFactory)
    customer = factory.SubFactory(CustomerFactory, shop=factory.SelfAttribute("..shop"))
    number = factory.Sequence(lambda n: f"SO-{n:05d}")
    status = Order.Status.PENDING
    total_cents = 2500


class OrderLineFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = OrderLine

    order = factory.SubFactory(OrderFactory)
    sku = factory.Sequence(lambda n: f"SKU{n}")
    title = "Widget"
    unit_price_cents = 1250
