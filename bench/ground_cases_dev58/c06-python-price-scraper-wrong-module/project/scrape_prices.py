"""每天抓两家供应商的价格, 生成 价格对比_YYYYMMDD.xlsx 给老爸看."""
from __future__ import annotations

import csv
import datetime as dt
import logging
import os
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill

from suppliers import hengda, jinlong

HERE = Path(__file__).parent
OUT_DIR = HERE / "output"
SUPPLIERS = [("恒达五金", hengda), ("金龙建材", jinlong)]

log = logging.getLogger("prices")


def load_products(path: Path = HERE / "products.csv") -> list[dict]:
    with path.open(encoding="utf-8-sig") as f:
        return list(csv.DictReader(f))


def collect(products: list[dict]) -> list[dict]:
    rows = []
    for p in products:
        row = {"name": p["name"], "spec": p["spec"], "our_price": float(p["our_price"])}
        for label, mod in SUPPLIERS:
            code = p.get(mod.CODE_FIELD)
            if not code:
                row[label] = None
                continue
            try:
                row[label] = mod.get_price(code)
            except Exception as exc:  # 一家挂了不影响另一家
                log.warning("%s %s 抓取失败: %s", label, code, exc)
                row[label] = None
        rows.append(row)
    return rows


def write_xlsx(rows: list[dict], day: dt.date) -> Path:
    OUT_DIR.mkdir(exist_ok=True)
    wb = Workbook()
    ws = wb.active
    ws.title = "价格对比"
    ws.append(["商品", "规格", "我们卖价", "最低进价", "毛利%"])
    for c in ws[1]:
        c.font = Font(bold=True)
    red = PatternFill("solid", fgColor="FFC7CE")
    for r in rows:
        valid = [r[label] for label, _ in SUPPLIERS if r[label]]
        low = min(valid) if valid else None
        margin = round((r["our_price"] - low) / r["our_price"] * 100, 1) if low else None
        ws.append([r["name"], r["spec"], r["our_price"], low, margin])
        if margin is not None and margin < 15:
            for c in ws[ws.max_row]:
                c.fill = red
    path = OUT_DIR / f"价格对比_{day:%Y%m%d}.xlsx"
    wb.save(path)
    return path


def load_env(path: Path = HERE / ".env") -> None:
    """把 .env 里的 KEY=VALUE 读进环境变量 (不想多装 python-dotenv)."""
    if not path.exists():
        return
    for line in path.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.lstrip().startswith("#"):
            key, value = line.split("=", 1)
            os.environ.setdefault(key.strip(), value.strip())


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    load_env()
    rows = collect(load_products())
    path = write_xlsx(rows, dt.date.today())
    log.info("写好了 %s (%d 个商品)", path, len(rows))


if __name__ == "__main__":
    main()
