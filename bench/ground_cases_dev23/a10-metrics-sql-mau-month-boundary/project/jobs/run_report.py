"""Run one of the SQL reports and store the result for the dashboards.

    python -m jobs.run_report monthly_active_users --month 2025-10-01
    python -m jobs.run_report weekly_retention --week-start 2025-10-06
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date, datetime, timezone
from pathlib import Path

from jobs.db import fetch_all

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"
OUT_DIR = Path("/var/lib/metrics-jobs/out")


def load_sql(name: str) -> str:
    path = SQL_DIR / f"{name}.sql"
    if not path.is_file():
        raise SystemExit(f"no such report: {name} ({path})")
    return path.read_text()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--month", type=date.fromisoformat)
    parser.add_argument("--week-start", type=date.fromisoformat)
    args = parser.parse_args(argv)

    params = {"month": args.month, "week_start": args.week_start}
    rows = fetch_all(load_sql(args.report), {k: v for k, v in params.items() if v is not None})

    OUT_DIR.mkdir(parents=True, exist_ok=True)
    stamp = (args.month or args.week_start or date.today()).isoformat()
    out = OUT_DIR / f"{args.report}-{stamp}.json"
    out.write_text(json.dumps({
        "report": args.report,
        "params": {k: str(v) for k, v in params.items() if v is not None},
        "generated_at": datetime.now(timezone.utc).isoformat(),
        "rows": rows,
    }, default=str, indent=2))
    print(f"{args.report}: {len(rows)} rows -> {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
