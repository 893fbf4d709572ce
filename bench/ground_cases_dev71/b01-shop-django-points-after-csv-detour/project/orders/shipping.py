from django.conf import settings

# 地域別送料（税込）
REGION_FEES = {
    "hokkaido": 1200,
    "okinawa": 1500,
    "default": 800,
}

REGION_OF = {
    "北海道": "hokkaido",
    "沖縄県": "okinawa",
}


def region_for(prefecture: str) -> str:
    return REGION_OF.get(prefecture, "default")


def is_free_shipping(order) -> bool:
    """税込合計が送料無料ライン以上なら無料。"""
    return order.total_incl_tax >= settings.FREE_SHIPPING_THRESHOLD


def shipping_fee_for(order) -> int:
    if is_free_shipping(order):
        return 0
    return REGION_FEES[region_for(order.prefecture)]


def describe(order) -> str:
    fee = shipping_fee_for(order)
    if fee == 0:
        return "送料無料"
    return f"送料 {fee:,}円（{region_for(order.prefecture)}）"
