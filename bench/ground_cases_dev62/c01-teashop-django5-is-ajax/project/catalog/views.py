import pytz
from django.http import JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone

from catalog.models import CartItem, Product

SHANGHAI = pytz.timezone("Asia/Shanghai")


def product_list(request):
    products = Product.objects.select_related("category").all()[:50]
    return render(request, "catalog/list.html", {"products": products})


def product_detail(request, slug):
    product = get_object_or_404(Product, slug=slug)
    return render(request, "catalog/detail.html", {"product": product})


def add_to_cart(request, product_id):
    product = get_object_or_404(Product, pk=product_id)
    if not request.session.session_key:
        request.session.save()
    item, created = CartItem.objects.get_or_create(
        session_key=request.session.session_key, product=product
    )
    if not created:
        item.quantity += 1
        item.save()
    if request.is_ajax():
        return JsonResponse({"ok": True, "quantity": item.quantity})
    return redirect("cart")


def cart_view(request):
    items = CartItem.objects.filter(session_key=request.session.session_key).select_related("product")
    total = sum((i.subtotal() for i in items), 0)
    return render(request, "catalog/cart.html", {"items": items, "total": total})


def stock_level(request, product_id):
    product = get_object_or_404(Product, pk=product_id)
    checked_at = timezone.now().astimezone(SHANGHAI)
    return JsonResponse({"id": product.pk, "stock": product.stock, "checked_at": checked_at.isoformat()})
