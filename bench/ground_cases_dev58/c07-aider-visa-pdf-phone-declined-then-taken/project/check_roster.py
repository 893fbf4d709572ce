"""填表之前先检查花名册: 漏填、护照号格式、手机号、日期."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from fill_forms import read_roster
from formatters import to_date

REQUIRED = ["姓名", "护照号", "性别", "出生日期", "护照有效期", "手机", "出发日期"]
PASSPORT_RE = re.compile(r"^[EG]\d{8}$|^E[A-Z]\d{7}$")
PHONE_RE = re.compile(r"^1[3-9]\d{9}$")


def check(person: dict) -> list[str]:
    problems = [f"没填 {col}" for col in REQUIRED if person.get(col) in (None, "")]
    passport = str(person.get("护照号") or "").strip().upper()
    if passport and not PASSPORT_RE.match(passport):
        problems.append(f"护照号格式不对: {passport}")
    phone = re.sub(r"[\s\-]", "", str(person.get("手机") or ""))
    if phone and not PHONE_RE.match(phone):
        problems.append(f"手机号不是 11 位: {phone}")
    for col in ("出生日期", "护照有效期", "出发日期"):
        try:
            to_date(person.get(col))
        except (ValueError, TypeError):
            problems.append(f"{col} 看不懂: {person.get(col)}")
    return problems


def main(path: str) -> int:
    bad = 0
    for i, person in enumerate(read_roster(Path(path)), start=2):
        for problem in check(person):
            print(f"第 {i} 行 {person.get('姓名', '?')}: {problem}")
            bad += 1
    print("没问题" if not bad else f"共 {bad} 个问题")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
