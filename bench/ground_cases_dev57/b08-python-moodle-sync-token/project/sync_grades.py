"""Push exam scores from the scanner's CSV into a Moodle grade item.

    python sync_grades.py scores.csv --course 1423 --item "中間試験" [--dry-run]

The Moodle token comes from MOODLE_TOKEN and the site from MOODLE_URL (see .env.example).
"""
from __future__ import annotations

import argparse
import logging
import os
import sys

from csv_reader import read_scores
from moodle_client import MoodleClient, MoodleError

log = logging.getLogger("sync_grades")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--course", type=int, required=True)
    ap.add_argument("--item", required=True, help="grade item name as shown in the gradebook")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    client = MoodleClient(os.environ["MOODLE_URL"], os.environ["MOODLE_TOKEN"])
    scores = read_scores(args.csv)
    users = client.enrolled_users(args.course)
    by_idnumber = {u["idnumber"]: u for u in users if u.get("idnumber")}

    grades = []
    for student_no, score in scores.items():
        user = by_idnumber.get(student_no)
        if user is None:
            log.warning("student %s is not enrolled in course %s, skipped", student_no, args.course)
            continue
        log.info("%s -> %s", student_no, score)
        grades.append({"studentid": user["id"], "grade": score})

    if args.dry_run:
        log.info("dry run: %d grades not sent", len(grades))
        return 0
    try:
        client.update_grades(args.course, args.item, grades)
    except MoodleError as e:
        log.error("Moodle refused the update: %s", e)
        return 1
    log.info("sent %d grades", len(grades))
    return 0


if __name__ == "__main__":
    sys.exit(main())
