"""ESC/POS でレシートを印刷する（TM-m30III）。"""
from __future__ import annotations

import tomllib
from pathlib import Path

from escpos.printer import Usb

from receipt.models import Sale
from receipt.tax import breakdown

CONFIG = tomllib.loads(Path(__file__).resolve().parents[1].joinpath("config.toml").read_text(encoding="utf-8"))
WIDTH = 42


def _row(left: str, right: str) -> str:
    pad = WIDTH - _w(left) - _w(right)
    return left + " " * max(pad, 1) + right + "\n"


def _w(s: str) -> int:
    return sum(2 if ord(c) > 0x7F else 1 for c in s)


def render(sale: Sale) -> str:
    shop = CONFIG["shop"]
    out = [shop["name"].center(WIDTH - len(shop["name"])) + "\n", shop["address"] + "\n"]
    if shop.get("tel"):
        out.append(f"TEL {shop['tel']}\n")
    out.append(sale.at.strftime("%Y年%m月%d日 %H:%M") + "\n")
    out.append("-" * WIDTH + "\n")
    for line in sale.lines:
        mark = "※" if line.takeout else ""
        out.append(_row(f"{mark}{line.item.name} x{line.qty}", f"¥{line.amount:,}"))
    for label, amount in sale.discounts:
        out.append(_row(label, f"-¥{-amount:,}"))
    out.append("-" * WIDTH + "\n")
    for r in breakdown(sale):
        out.append(_row(f"{r['label']}", f"¥{r['amount']:,}(内税 ¥{r['tax']:,})"))
    out.append("※は軽減税率(8%)対象\n")
    out.append(f"登録番号 {shop['invoice_no']}\n")
    return "".join(out)


def print_receipt(sale: Sale) -> None:
    p = Usb(0x04B8, 0x0202, profile="TM-T88V")
    p.charcode("JIS")
    p.text(render(sale))
    p.cut()
