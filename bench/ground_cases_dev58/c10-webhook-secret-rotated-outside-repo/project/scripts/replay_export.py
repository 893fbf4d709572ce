"""把金数据导出的 Excel (数据 → 导出 → Excel) 里漏掉的预约补进飞书表格.

用法:
    python scripts/replay_export.py 导出.xlsx --since 2025-11-05T15:00
    python scripts/replay_export.py 导出.xlsx --since 2025-11-05T15:00 --dry-run

按"金数据编号"去重: 飞书表格里已经有的编号不会再写一次.
需要 .env 里的飞书几个变量 (和线上一样).
"""
from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
from pathlib import Path

import requests
from openpyxl import load_workbook

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from api.feishu import API, add_booking, tenant_token  # noqa: E402

COLUMNS = {"序号": "serial", "姓名": "name", "手机": "phone", "预约课程": "course",
           "上课日期": "date", "备注": "note", "提交时间": "created_at"}


def load_env() -> None:
    env = Path(__file__).resolve().parent.parent / ".env"
    if env.exists():
        for line in env.read_text(encoding="utf-8").splitlines():
            if "=" in line and not line.startswith("#"):
                k, v = line.split("=", 1)
                os.environ.setdefault(k.strip(), v.strip())


def existing_serials() -> set[str]:
    app, table = os.environ["FEISHU_BITABLE_APP_TOKEN"], os.environ["FEISHU_TABLE_ID"]
    seen, page = set(), None
    while True:
        params = {"page_size": 500, **({"page_token": page} if page else {})}
        data = requests.get(f"{API}/bitable/v1/apps/{app}/tables/{table}/records",
                            headers={"Authorization": f"Bearer {tenant_token()}"}, params=params, timeout=10).json()
        for item in data["data"].get("items") or []:
            seen.add(str(item["fields"].get("金数据编号", "")))
        if not data["data"].get("has_more"):
            return seen
        page = data["data"]["page_token"]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("xlsx")
    ap.add_argument("--since", required=True, help="只补这个时间之后提交的, 例如 2025-11-05T15:00")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    load_env()
    since = dt.datetime.fromisoformat(args.since)
    ws = load_workbook(args.xlsx, data_only=True).active
    rows = ws.iter_rows(values_only=True)
    header = list(next(rows))
    seen = existing_serials()
    added = 0
    for row in rows:
        rec = {COLUMNS[h]: v for h, v in zip(header, row) if h in COLUMNS}
        submitted = rec.get("created_at")
        if not isinstance(submitted, dt.datetime) or submitted < since or str(rec["serial"]) in seen:
            continue
        rec["date"] = rec["date"].strftime("%Y-%m-%d") if isinstance(rec.get("date"), dt.datetime) else rec.get("date")
        rec["created_at"] = submitted.isoformat()
        print(("[dry-run] " if args.dry_run else "") + f"补 #{rec['serial']} {rec['name']} {rec['course']} {rec['date']}")
        if not args.dry_run:
            add_booking({k: rec.get(k) or "" for k in ("name", "phone", "course", "date", "note", "serial")})
        added += 1
    print(f"共 {added} 条")
    return 0


if __name__ == "__main__":
    sys.exit(main())
