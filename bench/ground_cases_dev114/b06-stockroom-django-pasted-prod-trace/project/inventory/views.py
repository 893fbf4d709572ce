import json

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_POST

from inventory.services import OutOfStock, release_stock, reserve_stock


def _body(request: HttpRequest) -> dict:
    try:
        return json.loads(request.body or b"{}")
    except json.JSONDecodeError:
        return {}


@require_POST
def reserve(request: HttpRequest, sku: str) -> JsonResponse:
    qty = int(_body(request).get("qty", 0))
    try:
        item = reserve_stock(sku, qty)
    except OutOfStock as e:
        return JsonResponse({"error": str(e)}, status=409)
    except ValueError as e:
        return JsonResponse({"error": str(e)}, status=400)
    return JsonResponse({"sku": sku, "reserved": qty, "available": item.available})


@require_POST
def release(request: HttpRequest, sku: str) -> JsonResponse:
    qty = int(_body(request).get("qty", 0))
    release_stock(sku, qty)
    return JsonResponse({"sku": sku, "released": qty})
