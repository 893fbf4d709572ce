"""订单（内存 + 每晚落盘，小店够用）。一行 item：
{"line_no", "dish_id", "name", "price"(分), "qty", "parent_id"(套餐子项指向套餐行), "status", "printed"}
"""
from menu import DISHES

_ORDERS: dict[str, dict] = {}


def get(order_id: str) -> dict:
    return _ORDERS.setdefault(order_id, {"id": order_id, "table": order_id.split("-")[0], "takeaway": False,
                                         "boxes": 0, "items": []})


def add_item(order_id: str, dish_id: str, qty: int = 1, parent_id: int | None = None) -> dict:
    order = get(order_id)
    dish = DISHES[dish_id]
    order["items"].append({
        "line_no": len(order["items"]) + 1,
        "dish_id": dish_id,
        "name": dish["name"],
        "price": dish["price"],
        "qty": qty,
        "parent_id": parent_id,
        "status": "normal",
        "printed": False,
    })
    return order


def remove_item(order_id: str, line_no: int, reason: str = "顾客退菜") -> dict:
    """退菜：保留这一行（对账要看），数量清零并记原因。"""
    order = get(order_id)
    for it in order["items"]:
        if it["line_no"] == line_no:
            it["qty"] = 0
            it["remove_reason"] = reason
    return order


def cancel(order_id: str) -> dict:
    """整单取消（还没上菜时）"""
    order = get(order_id)
    for it in order["items"]:
        it["status"] = "cancelled"
    return order
