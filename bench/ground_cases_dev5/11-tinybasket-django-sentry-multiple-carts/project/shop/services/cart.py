from shop.models import Cart, CartItem


def get_or_create_open_cart(user):
    cart = Cart.objects.filter(user=user, status=Cart.Status.OPEN).order_by("-created").first()
    if cart is None:
        cart = Cart.objects.create(user=user)
    return cart


def get_open_cart(user):
    return Cart.objects.get(user=user, status=Cart.Status.OPEN)


def add_item(user, product, quantity=1):
    cart = get_or_create_open_cart(user)
    item, created = CartItem.objects.get_or_create(cart=cart, product=product, defaults={"quantity": quantity})
    if not created:
        item.quantity += quantity
        item.save(update_fields=["quantity"])
    return item
