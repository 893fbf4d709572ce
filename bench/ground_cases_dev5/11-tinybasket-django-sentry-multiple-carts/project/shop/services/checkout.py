from django.db import transaction

from shop.models import Cart


@transaction.atomic
def place_order(user, cart_id):
    cart = Cart.objects.select_for_update().get(pk=cart_id, user=user)
    if cart.status != Cart.Status.OPEN:
        raise ValueError("cart already ordered")
    cart.status = Cart.Status.ORDERED
    cart.save(update_fields=["status"])
    return cart
