"""金额计算（分）"""


def line_amount(item: dict) -> int:
    return item["price"] * item["qty"]


def order_total(order: dict) -> int:
    total = 0
    for it in order["items"]:
        if it["status"] == "cancelled":
            continue
        if it["parent_id"]:
            continue  # 套餐子项已含在套餐价里
        total += line_amount(it)
    return total


BOX_FEE = 100  # 打包费：每个餐盒 1 元


def packing_fee(order: dict) -> int:
    """打包/外卖单按餐盒数收费，堂食不收"""
    if not order.get("takeaway"):
        return 0
    return BOX_FEE * order.get("boxes", 0)


def yuan(fen: int) -> str:
    return f"{fen / 100:.2f}"


def service_fee(order: dict) -> int:
    """包间服务费 10%（大厅不收）"""
    if not order["table"].startswith("V"):
        return 0
    return round(order_total(order) * 0.1)


def discount_for_member(total: int, level: str) -> int:
    """会员折扣：银卡 95 折，金卡 9 折，酒水不打折（目前没上酒水）"""
    rate = {"silver": 0.95, "gold": 0.9}.get(level, 1)
    return round(total * (1 - rate))
