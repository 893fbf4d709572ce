"""python -m report.cli events.csv > report.md"""
from __future__ import annotations

import argparse
import sys

import pandas as pd

from report.aggregate import bounce_rate, daily_summary, to_markdown
from report.sessions import load_events, session_table, split_sessions


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="clickstream-report")
    ap.add_argument("events", help="CSV with user_id, page, ts_ms")
    ap.add_argument("--gap", type=int, default=30, help="session gap in minutes")
    ap.add_argument("--since", type=pd.Timestamp, default=None, help="only events on/after this date (Asia/Shanghai), e.g. 2025-11-01")
    args = ap.parse_args(argv)

    events = load_events(args.events)
    if args.since is not None:
        events = events[events["ts"] >= args.since.tz_localize("Asia/Shanghai")]
    if events.empty:
        print("no events", file=sys.stderr)
        return 1
    sessions = session_table(split_sessions(events, args.gap))
    summary = daily_summary(sessions)
    print(to_markdown(summary))
    print()
    print(f"bounce rate: {bounce_rate(sessions):.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
