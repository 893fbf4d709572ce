"""Push a CSV of exam scores into Canvas (CHEM 1210, Dr. Okafor).

Usage:
    python import_grades.py sample/midterm.csv --assignment 9920          # dry run
    python import_grades.py exports/midterm.csv --assignment 9920 --commit
"""
from __future__ import annotations

import argparse
import csv
import logging
import sys
import tomllib
from dataclasses import dataclass

from canvas_client import CanvasClient
from roster import Roster

log = logging.getLogger("import_grades")


@dataclass
class Row:
    sis_id: str
    email: str
    raw_score: float
    days_late: int | None


def load_config(path: str = "config.toml") -> dict:
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def read_rows(path: str) -> list[Row]:
    rows: list[Row] = []
    with open(path, newline="", encoding="utf-8-sig") as fh:
        for rec in csv.DictReader(fh):
            rows.append(Row(
                sis_id=rec["SIS User ID"].strip(),
                email=rec["Email"].strip().lower(),
                raw_score=float(rec["Score"] or 0),
                days_late=int(rec["Days Late"]) if rec.get("Days Late") else None,
            ))
    return rows


def apply_late_penalty(score: float, days_late: int | None, per_day: float, max_days: int) -> float:
    if days_late:
        if days_late > max_days:
            return 0.0
        # late at all means at least one day of penalty
        score = score * (1 - per_day * max(days_late, 1))
    return score


def final_score(row: Row, points_possible: float, cfg: dict) -> float:
    late = cfg["late_policy"]
    score = apply_late_penalty(row.raw_score, row.days_late, late["per_day"], late["max_days"])
    score = min(score, points_possible)
    return round(max(score, 0.0), 2)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--assignment", type=int, required=True)
    ap.add_argument("--commit", action="store_true", help="actually write to Canvas")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    cfg = load_config()
    client = CanvasClient(cfg["canvas"]["base_url"], cfg["canvas"]["course_id"])
    roster = Roster(client.enrollments())
    assignment = client.assignment(args.assignment)
    skipped = 0
    for row in read_rows(args.csv):
        student = roster.match(row.sis_id, row.email)
        if student is None:
            skipped += 1
            log.warning("no student for %s / %s", row.sis_id, row.email)
            continue
        score = final_score(row, assignment["points_possible"], cfg)
        if args.commit:
            client.put_score(args.assignment, student.canvas_id, score)
        log.info("%s %s -> %.2f", "PUT" if args.commit else "DRY", student.sortable_name, score)
    log.info("done, %d skipped", skipped)
    return 0


if __name__ == "__main__":
    sys.exit(main())
