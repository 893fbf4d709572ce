"""每天 9 点:算前一天的 GMV 日报,写入 report.daily_gmv,并推送到钉钉群。"""
import logging
import os
import sys
import time
from datetime import date, timedelta

import requests

from etl.db import connect, run_sql_file

log = logging.getLogger("report_daily")

DINGTALK_WEBHOOK = os.environ.get("DINGTALK_WEBHOOK", "")


def build(biz_date: date) -> list[dict]:
    with connect() as conn:
        rows = run_sql_file(conn, "sql/daily_gmv.sql",
                            {"start_date": biz_date, "end_date": biz_date + timedelta(days=1)})
        with conn.cursor() as cur:
            cur.execute("DELETE FROM report.daily_gmv WHERE biz_date = %s", (biz_date,))
            cur.executemany(
                "INSERT INTO report.daily_gmv (biz_date, channel, orders, gmv, items) "
                "VALUES (%(biz_date)s, %(channel)s, %(orders)s, %(gmv)s, %(items)s)",
                rows,
            )
    return rows


def render(biz_date: date, rows: list[dict]) -> str:
    total = sum(r["gmv"] for r in rows)
    lines = [f"### {biz_date:%m-%d} GMV 日报", f"**合计:¥{total:,.2f}**", ""]
    for r in rows:
        lines.append(f"- {r['channel']}:¥{r['gmv']:,.2f} / {r['orders']} 单 / {r['items']} 件")
    return "\n".join(lines)


def push(markdown: str, attempts: int = 3) -> None:
    if not DINGTALK_WEBHOOK:
        log.warning("DINGTALK_WEBHOOK not set, skip push")
        return
    payload = {"msgtype": "markdown", "markdown": {"title": "GMV 日报", "text": markdown}}
    for attempt in range(1, attempts + 1):
        try:
            resp = requests.post(DINGTALK_WEBHOOK, json=payload, timeout=10)
            resp.raise_for_status()
            body = resp.json()
            if body.get("errcode", 0) != 0:
                raise RuntimeError(f"dingtalk errcode={body.get('errcode')} {body.get('errmsg')}")
            return
        except (requests.RequestException, RuntimeError) as exc:
            log.warning("push attempt %d/%d failed: %s", attempt, attempts, exc)
            if attempt == attempts:
                raise
            time.sleep(5 * attempt)


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    biz_date = date.today() - timedelta(days=1)
    rows = build(biz_date)
    push(render(biz_date, rows))
    log.info("daily report for %s: %d rows", biz_date, len(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
