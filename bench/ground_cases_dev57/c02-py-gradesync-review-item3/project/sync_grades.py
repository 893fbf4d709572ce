"""Merge a Gradescope export into the Canvas gradebook import CSV (CS101 TA tool)."""
from __future__ import annotations

import argparse
import csv
import sys
import tomllib
from datetime import timedelta
from pathlib import Path

from roster import load_roster


def load_config(path: Path) -> dict:
    with path.open("rb") as f:
        return tomllib.load(f)


def parse_score(raw: str) -> float:
    """Total Score; Gradescope leaves it empty for missing submissions (counts as 0)."""
    raw = (raw or "").strip()
    if not raw:
        return 0.0
    return float(raw)


def parse_lateness(raw: str) -> timedelta:
    # Adapted from a Stack Overflow answer by user "Martijn Pieters":
    #   https://stackoverflow.com/a/12352624 (CC BY-SA 4.0)
    # Gradescope writes lateness as "H:MM:SS", hours can exceed 24
    h, m, s = (int(x) for x in raw.split(":"))
    return timedelta(hours=h, minutes=m, seconds=s)


def late_penalty(lateness: timedelta, per_day_pct: float) -> float:
    if lateness <= timedelta(0):
        return 0.0
    days = lateness.days + (1 if lateness.seconds else 0)
    return min(100.0, days * per_day_pct)


def compute_final(row: dict, cfg: dict) -> float:
    max_points = float(cfg["assignment"]["max_points"])
    score = min(parse_score(row["Total Score"]), max_points)
    penalty = late_penalty(parse_lateness(row["Lateness (H:M:S)"]), cfg["late"]["per_day_pct"])
    final = score * (1 - penalty / 100)
    return round(final, cfg["assignment"]["round_digits"])


def student_key(row: dict) -> str:
    return str(int(row["SID"]))


def merge(gs_rows, roster, cfg):
    out, missing = [], []
    column = cfg["assignment"]["canvas_column"]
    for row in gs_rows:
        key = student_key(row)
        if key not in roster:
            missing.append(f'{row["Name"]} ({row["SID"]})')
            continue
        entry = roster[key]
        out.append({"Student": entry["name"], "ID": entry["canvas_id"], "SIS User ID": key,
                    "Section": entry["section"], column: compute_final(row, cfg)})
    return out, missing


def write_canvas(rows, column, path: Path) -> None:
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=["Student", "ID", "SIS User ID", "Section", column])
        w.writeheader()
        w.writerow({"Student": "Points Possible", column: ""})
        w.writerows(rows)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("gradescope_csv", type=Path)
    ap.add_argument("canvas_export", type=Path)
    ap.add_argument("-c", "--config", type=Path, default=Path("config.toml"))
    ap.add_argument("-o", "--out", type=Path, default=Path("canvas_import.csv"))
    args = ap.parse_args(argv)
    cfg = load_config(args.config)
    roster = load_roster(args.canvas_export)
    with args.gradescope_csv.open(newline="", encoding="utf-8-sig") as f:
        gs_rows = list(csv.DictReader(f))
    rows, missing = merge(gs_rows, roster, cfg)
    write_canvas(rows, cfg["assignment"]["canvas_column"], args.out)
    print(f"wrote {len(rows)} rows to {args.out}")
    for name in missing:
        print(f"  not in Canvas roster: {name}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
