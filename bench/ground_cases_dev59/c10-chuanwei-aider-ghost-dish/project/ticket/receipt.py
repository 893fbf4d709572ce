"""顾客小票（前台结账打印）"""
from pricing import order_total, packing_fee, yuan
from ticket.escpos import BIG, CENTER, LEFT, NORMAL, line, pad, text

SHOP_NAME = "川味小馆"


def render_receipt(order: dict) -> bytes:
    out = CENTER + BIG + text(SHOP_NAME + "\n") + NORMAL + LEFT
    out += text(f"桌号：{order['table']}    单号：{order['id']}\n")
    out += line()
    items = [it for it in order["items"] if it["status"] != "cancelled" and it["qty"] > 0]
    for it in items:
        name = it["name"]
        if it["parent_id"]:
            # 套餐子项只列菜名，不显示价格（价格已含在套餐里，避免顾客误会重复收费）
            out += text(f" - {name} x{it['qty']}\n")
            continue
        out += text(pad(f"{name} x{it['qty']}", yuan(it["price"] * it["qty"])) + "\n")
    fee = packing_fee(order)
    if fee:
        out += text(pad(f"打包费（{order['boxes']} 个餐盒）", yuan(fee)) + "\n")
    out += line()
    out += text(pad("合计", yuan(order_total(order) + fee)) + "\n")
    out += text("谢谢惠顾，欢迎再来！\n")
    return out


def render_pre_bill(order: dict) -> bytes:
    """预结单：顾客要求先看账单时打印，不含支付信息"""
    out = CENTER + text("预结单（非收款凭证）\n") + LEFT
    return out + render_receipt(order)
