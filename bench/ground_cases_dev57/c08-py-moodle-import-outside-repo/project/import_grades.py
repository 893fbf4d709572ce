"""Import a grade sheet (CSV exported from Excel) into a Moodle assignment."""
from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

from moodle_client import Moodle, MoodleError


def _read_text(path: Path) -> str:
    raw = path.read_bytes()
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise SystemExit(f"{path}: not UTF-8 or GBK; save it as CSV UTF-8 in Excel")


def read_rows(path: Path) -> list[dict]:
    rows = list(csv.DictReader(_read_text(path).splitlines()))
    out = []
    for row in rows:
        sid = (row.get("学号") or "").strip()
        grade = (row.get("成绩") or "").strip()
        if not sid or not grade:
            continue
        out.append({"idnumber": sid, "name": (row.get("姓名") or "").strip(), "grade": float(grade)})
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("csv", type=Path)
    ap.add_argument("--course", type=int, required=True, help="Moodle course id")
    ap.add_argument("--assign", type=int, required=True, help="assignment (course module instance) id")
    ap.add_argument("--dry-run", action="store_true", help="print the grades, do not send them")
    args = ap.parse_args(argv)

    rows = read_rows(args.csv)
    m = Moodle()
    ids = m.users_by_idnumber([r["idnumber"] for r in rows])
    grades, missing = [], []
    for r in rows:
        if r["idnumber"] not in ids:
            missing.append(f'{r["name"]} ({r["idnumber"]})')
            continue
        grades.append({"studentid": ids[r["idnumber"]], "grade": r["grade"]})
    if args.dry_run:
        for r in rows:
            if r["idnumber"] in ids:
                print(f'{r["idnumber"]}\t{r["name"]}\t{r["grade"]}')
        print(f"dry run: {len(grades)} grades not sent")
        return 0
    try:
        m.update_grades(args.course, args.assign, grades)
    except MoodleError as e:
        print(f"Moodle refused the update: {e}", file=sys.stderr)
        return 1
    print(f"updated {len(grades)} grades")
    for name in missing:
        print(f"  no Moodle account with idnumber: {name}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
