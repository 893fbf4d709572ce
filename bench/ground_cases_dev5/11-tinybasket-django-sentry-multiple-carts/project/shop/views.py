from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render

from shop.models import Cart, CartItem, Product
from shop.services.cart import add_item, get_open_cart
from shop.services.checkout import place_order


@login_required
def add_to_cart(request, sku):
    product = get_object_or_404(Product, sku=sku)
    add_item(request.user, product, int(request.POST.get("quantity", 1)))
    return redirect("cart")


@login_required
def cart_detail(request):
    cart = get_open_cart(request.user)
    return render(request, "shop/cart.html", {"cart": cart, "total": cart.total_cents()})


@login_required
def reorder(request, cart_id):
    old = get_object_or_404(Cart, pk=cart_id, user=request.user)
    new = Cart.objects.create(user=request.user)
    CartItem.objects.bulk_create(
        CartItem(cart=new, product=i.product, quantity=i.quantity) for i in old.items.all()
    )
    return redirect("cart")


@login_required
def checkout(request, cart_id):
    place_order(request.user, cart_id)
    return redirect("orders")
