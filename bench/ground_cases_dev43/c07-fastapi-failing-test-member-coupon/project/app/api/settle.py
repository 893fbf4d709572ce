from fastapi import APIRouter, Depends, HTTPException

from app.deps import get_coupon_repo, get_current_user
from app.models import SettleRequest, SettleResponse
from app.pricing import settle

router = APIRouter(prefix="/api/settle", tags=["settle"])


@router.post("", response_model=SettleResponse)
async def preview(req: SettleRequest, user=Depends(get_current_user), coupons=Depends(get_coupon_repo)):
    coupon = None
    if req.coupon_id is not None:
        coupon = await coupons.get_for_user(req.coupon_id, user.id)
        if coupon is None:
            raise HTTPException(status_code=404, detail="优惠券不存在或不可用")
    result = settle(req.lines, user.member_level, coupon)
    return SettleResponse(
        subtotal_fen=result.subtotal_fen,
        member_fen=result.member_fen,
        payable_fen=result.payable_fen,
        saved_fen=result.saved_fen,
        payable_yuan=f"{result.payable_fen / 100:.2f}",
    )
