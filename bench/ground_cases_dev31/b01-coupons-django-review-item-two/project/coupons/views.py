from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

from coupons.services import CouponError, active_coupons_for, apply_coupon


@require_GET
def my_coupons(request):
    return JsonResponse({"coupons": active_coupons_for(request.user)})


@require_POST
def redeem(request):
    code = request.POST.get("code", "").strip().upper()
    price = int(request.POST.get("price", "0"))
    try:
        total = apply_coupon(code, request.user, price)
    except CouponError as e:
        return JsonResponse({"error": str(e)}, status=400)
    return JsonResponse({"total": total})
