"""Read members.csv exported from the 同工 spreadsheet (王姐 keeps it)."""
import csv
from datetime import date

from models import Member


def _dates(cell: str) -> set[date]:
    out = set()
    for part in cell.replace("，", ",").split(","):
        part = part.strip()
        if part:
            out.add(date.fromisoformat(part))
    return out


def load_members(path: str) -> list[Member]:
    members: dict[str, Member] = {}
    with open(path, encoding="utf-8-sig", newline="") as f:
        for row in csv.DictReader(f):
            name = row["姓名"]
            if not name:
                continue
            member = members.get(name)
            if member is None:
                member = Member(name=name, part=row["声部"].strip())
                members[name] = member
            member.unavailable |= _dates(row.get("不能来的日期", ""))
            if row.get("每月最多"):
                member.max_per_month = int(row["每月最多"])
    return list(members.values())


def summary(members: list[Member]) -> str:
    by_part: dict[str, int] = {}
    for m in members:
        by_part[m.part] = by_part.get(m.part, 0) + 1
    return ", ".join(f"{p}:{n}" for p, n in sorted(by_part.items()))
