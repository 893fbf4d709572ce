"""后厨单：只打菜名和数量，不打价格；字放大方便师傅看。"""
from ticket.escpos import BIG, CENTER, LEFT, NORMAL, line, text


def render_kitchen_ticket(order: dict, only_new: bool = False) -> bytes:
    out = CENTER + BIG + text(f"{order['table']} 桌\n") + NORMAL + LEFT
    if order.get("takeaway"):
        out += BIG + text("【打包】\n") + NORMAL
    out += line()
    active = [it for it in order["items"] if it["status"] != "cancelled"]
    if only_new:
        active = [it for it in active if not it["printed"]]
    for it in active:
        name = it["name"]
        if it["parent_id"]:
            name = "  └ " + name  # 套餐子项缩进
        out += BIG + text(f"{name} x{it['qty']}\n") + NORMAL
        it["printed"] = True
    out += line()
    remarks = order.get("remark")
    if remarks:
        out += BIG + text(f"备注：{remarks}\n") + NORMAL
    return out


def render_rush(order: dict, line_no: int) -> bytes:
    """催菜单"""
    it = next(i for i in order["items"] if i["line_no"] == line_no)
    return CENTER + BIG + text(f"催菜！{order['table']} 桌\n{it['name']}\n") + NORMAL


def render_void_notice(order: dict) -> bytes:
    """整单取消通知：告诉后厨这桌别做了"""
    voided = [it for it in order["items"] if it["status"] == "cancelled"]
    out = CENTER + BIG + text(f"取消！{order['table']} 桌\n") + NORMAL + LEFT
    for it in voided:
        out += text(f"{it['name']} x{it['qty']}\n")
    return out
