from decimal import Decimal, InvalidOperation

from rest_framework import status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from coupons.models import Coupon
from coupons.services import CouponError, check, redeem


def _amount(raw) -> Decimal:
    try:
        return Decimal(str(raw))
    except (InvalidOperation, TypeError):
        raise CouponError("bad_amount", "金额格式不对")


@api_view(["POST"])
@permission_classes([IsAuthenticated])
def preview(request):
    try:
        coupon = Coupon.objects.get(code=request.data.get("code", ""))
        off = check(coupon, _amount(request.data.get("order_total")))
    except Coupon.DoesNotExist:
        return Response({"error": "not_found"}, status=status.HTTP_404_NOT_FOUND)
    except CouponError as e:
        return Response({"error": e.code, "message": str(e)}, status=status.HTTP_400_BAD_REQUEST)
    return Response({"code": coupon.code, "discount": str(off)})


@api_view(["POST"])
@permission_classes([IsAuthenticated])
def apply(request):
    data = request.data
    try:
        r = redeem(data.get("code", ""), request.user, int(data["order_id"]), _amount(data.get("order_total")))
    except Coupon.DoesNotExist:
        return Response({"error": "not_found"}, status=status.HTTP_404_NOT_FOUND)
    except CouponError as e:
        return Response({"error": e.code, "message": str(e)}, status=status.HTTP_400_BAD_REQUEST)
    return Response({"redemption_id": r.id, "discount": str(r.discount)}, status=status.HTTP_201_CREATED)
