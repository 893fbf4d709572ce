"""Turn a Gradescope score export into a Canvas gradebook import CSV.

Usage:
    python import_grades.py GRADESCOPE_CSV ROSTER_CSV --assignment "HW4" -o canvas_hw4.csv

Gradescope exports one row per student with "SID", "Total Score", "Max Points",
"Status" and "Lateness (H:M:S)". Canvas wants "Student", "ID", "SIS User ID",
"Section" and one column per assignment.
"""
from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

from roster import Student, load_roster

CANVAS_HEADER = ["Student", "ID", "SIS User ID", "Section"]
GRACE_SECONDS = 15 * 60
PENALTY_PER_DAY = 0.10
MAX_LATE_DAYS = 3


def read_gradescope(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh))


def lateness_seconds(text: str) -> int:
    """Gradescope's \"H:M:S\" lateness (hours can exceed 24) in seconds."""
    hours, minutes, seconds = (int(part) for part in text.strip().split(":"))
    return hours * 3600 + minutes * 60 + seconds


def apply_late_penalty(score: float, late: int) -> float:
    """10% off per started day late after the grace period; 0 after MAX_LATE_DAYS."""
    if late <= GRACE_SECONDS:
        return score
    days = -(-late // 86400)
    if days > MAX_LATE_DAYS:
        return 0.0
    return score * (1 - PENALTY_PER_DAY * days)


def build_rows(scores: list[dict[str, str]], roster: dict[str, Student], assignment: str) -> list[dict[str, str]]:
    rows = []
    for row in scores:
        sid = (row.get("SID") or "").strip()
        student = roster.get(sid)
        if student is None:
            name = f"{row.get('First Name', '')} {row.get('Last Name', '')}".strip()
            print(f"warning: SID {sid or '(blank)'} ({name}) is not on the roster, skipped", file=sys.stderr)
            continue
        score = float(row["Total Score"])
        score = apply_late_penalty(score, lateness_seconds(row.get("Lateness (H:M:S)") or "0:00:00"))
        rows.append({
            "Student": student.name,
            "ID": student.canvas_id,
            "SIS User ID": sid,
            "Section": student.section,
            assignment: f"{score:.2f}",
        })
    return rows


def write_canvas(rows: list[dict[str, str]], assignment: str, out: Path) -> None:
    with out.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=CANVAS_HEADER + [assignment])
        writer.writeheader()
        writer.writerows(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("gradescope_csv", type=Path)
    ap.add_argument("roster_csv", type=Path)
    ap.add_argument("--assignment", required=True)
    ap.add_argument("-o", "--out", type=Path, required=True)
    args = ap.parse_args(argv)

    roster = load_roster(args.roster_csv)
    scores = read_gradescope(args.gradescope_csv)
    rows = build_rows(scores, roster, args.assignment)
    write_canvas(rows, args.assignment, args.out)
    print(f"wrote {len(rows)} rows to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
