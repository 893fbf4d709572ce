"""events-etl daily --start 2025-10-01 --end 2025-10-07"""
from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path

from etl.io import read_events, write_table
from etl.sessions import daily_active, session_stats
from etl.users import load_users


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="events-etl")
    sub = parser.add_subparsers(dest="command", required=True)
    daily = sub.add_parser("daily")
    daily.add_argument("--start", type=date.fromisoformat, required=True)
    daily.add_argument("--end", type=date.fromisoformat, required=True)
    daily.add_argument("--raw", type=Path, default=Path("/data/raw/events"))
    daily.add_argument("--users", type=Path, default=Path("/data/dim/users.parquet"))
    daily.add_argument("--out", type=Path, default=Path("/data/marts"))
    args = parser.parse_args(argv)

    events = read_events(args.raw, args.start, args.end)
    users = load_users(args.users)
    dau = daily_active(events, users)
    write_table(dau, args.out / f"dau_{args.start}_{args.end}.parquet")
    write_table(session_stats(events), args.out / f"sessions_{args.start}_{args.end}.parquet")
    print(dau)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
