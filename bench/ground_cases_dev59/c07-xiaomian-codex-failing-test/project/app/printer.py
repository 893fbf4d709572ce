"""后厨小票打印（58mm 热敏机，ESC/POS，GBK 编码）。"""
from __future__ import annotations

from app.models import Order

ESC_INIT = b"\x1b@"
ESC_BIG = b"\x1d!\x11"
ESC_NORMAL = b"\x1d!\x00"
CUT = b"\x1dV\x42\x00"


class KitchenPrinter:
    def __init__(self, send=None):
        self._send = send or (lambda data: None)
        self.printed: list[str] = []  # 测试和排查用：打印过的订单号

    def render(self, order: Order) -> bytes:
        lines = [f"桌号：{order.table_no}", f"单号：{order.id}", "-" * 16]
        for it in order.items:
            lines.append(f"{it.name} x{it.qty}")
        lines.append("-" * 16)
        body = "\n".join(lines).encode("gbk", errors="replace")
        return ESC_INIT + ESC_BIG + body + ESC_NORMAL + b"\n\n\n" + CUT

    def print_kitchen_ticket(self, order: Order) -> None:
        self._send(self.render(order))
        self.printed.append(order.id)

    def reprint(self, order: Order) -> None:
        """前台手动补打（卡纸、没打出来），带“补”字提醒后厨不是新单"""
        self._send(ESC_INIT + ESC_BIG + "【补打】\n".encode("gbk") + self.render(order)[len(ESC_INIT):])
