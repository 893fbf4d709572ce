from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

from shop.models import Cart


@login_required
def cart_json(request):
    cart = Cart.objects.filter(user=request.user, status=Cart.Status.OPEN).order_by("-created").first()
    if cart is None:
        return JsonResponse({"items": [], "total_cents": 0})
    items = [{"sku": i.product.sku, "quantity": i.quantity} for i in cart.items.select_related("product")]
    return JsonResponse({"items": items, "total_cents": cart.total_cents()})
