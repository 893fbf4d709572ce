from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime, timezone

from clinicbook.config import load_settings
from clinicbook.reminders import Appointment, due_reminders, reminder_text


def _load(path: str) -> list[Appointment]:
    with open(path, encoding="utf-8") as fh:
        rows = json.load(fh)
    return [Appointment(**row) for row in rows]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="clinicbook")
    parser.add_argument("appointments", help="JSON export of appointments")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("--doctor", help="only send reminders for this doctor")
    args = parser.parse_args(argv)

    settings = load_settings()
    now = datetime.now(timezone.utc)
    appts = _load(args.appointments)
    if args.doctor:
        appts = [a for a in appts if a.doctor == args.doctor]
    for appt in due_reminders(appts, now, settings):
        text = reminder_text(appt, settings)
        if args.dry_run:
            print(f"[dry-run] {appt.patient_phone}: {text}")
        else:
            print(f"queued {appt.id}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
