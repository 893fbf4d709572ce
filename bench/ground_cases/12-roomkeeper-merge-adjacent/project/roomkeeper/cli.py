import argparse
from datetime import datetime, timedelta

from .intervals import free_slots, merge_intervals
from .storage import load_rooms

LONG_BLOCK = timedelta(hours=3)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="roomkeeper")
    sub = parser.add_subparsers(dest="cmd", required=True)
    for name in ("free", "busy"):
        p = sub.add_parser(name)
        p.add_argument("--room", required=True)
        p.add_argument("--date", required=True)
        p.add_argument("--min", type=int, default=0, help="minimum slot length in minutes")
    args = parser.parse_args(argv)

    day = datetime.fromisoformat(args.date)
    room = load_rooms()[args.room]
    if args.cmd == "busy":
        for start, end in merge_intervals(room.busy_on(day)):
            mark = "  ⚠ 連続3時間以上" if end - start >= LONG_BLOCK else ""
            print(f"{start:%H:%M}〜{end:%H:%M}{mark}")
        return 0
    slots = free_slots(room.busy_on(day), day.replace(hour=9), day.replace(hour=19),
                       timedelta(minutes=args.min))
    for start, end in slots:
        print(f"{start:%H:%M}〜{end:%H:%M}")
    return 0
