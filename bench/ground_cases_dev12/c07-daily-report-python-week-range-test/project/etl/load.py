"""输出：写 csv 到共享盘 + 发钉钉群。"""
from __future__ import annotations

import json
import logging
import os
from datetime import date
from pathlib import Path

import pandas as pd
import requests

from etl.utils import fmt_pct

log = logging.getLogger(__name__)

OUTPUT_DIR = Path(os.environ.get("REPORT_OUTPUT_DIR", "/mnt/share/报表/日报"))

HEADERS = {
    "shop_name": "门店",
    "gmv": "GMV(元)",
    "order_cnt": "订单数",
    "aov": "客单价(元)",
    "buyer_cnt": "下单人数",
    "refund_amount": "退款(元)",
    "net_gmv": "净GMV(元)",
    "gmv_dod": "GMV环比",
    "wtd_gmv": "本周累计(元)",
}


def to_csv(report: pd.DataFrame, day: date) -> Path:
    OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
    out = OUTPUT_DIR / f"日报_{day:%Y%m%d}.csv"
    df = report.drop(columns=["shop_id"]).rename(columns=HEADERS)
    df["GMV环比"] = df["GMV环比"].map(fmt_pct)
    # 带 BOM，Excel 才能识别成 UTF-8
    df.to_csv(out, index=False, encoding="utf-8-sig")
    log.info("写入 %s，%d 行", out, len(df))
    return out


def push_dingtalk(report: pd.DataFrame, day: date, csv_path: Path) -> None:
    webhook = os.environ.get("DINGTALK_WEBHOOK")
    if not webhook:
        log.warning("未配置 DINGTALK_WEBHOOK，跳过推送")
        return
    total = report[report["shop_name"] == "合计"].iloc[0]
    text = (
        f"### {day:%m月%d日} 经营日报\n"
        f"- GMV：{total['gmv']:,.2f} 元（环比 {fmt_pct(total['gmv_dod'])}）\n"
        f"- 订单数：{int(total['order_cnt'])}\n"
        f"- 本周累计：{total['wtd_gmv']:,.2f} 元\n"
        f"- 明细：{csv_path}"
    )
    body = {"msgtype": "markdown", "markdown": {"title": "经营日报", "text": text}}
    resp = requests.post(webhook, data=json.dumps(body), headers={"Content-Type": "application/json"}, timeout=10)
    resp.raise_for_status()
