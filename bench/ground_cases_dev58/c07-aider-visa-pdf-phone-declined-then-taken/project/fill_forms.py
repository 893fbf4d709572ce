"""按花名册批量填写签证申请表.

用法:
    python fill_forms.py 花名册.xlsx
    python fill_forms.py 花名册.xlsx --print    # 生成并直接打印
    python fill_forms.py --list-fields
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from openpyxl import load_workbook
from pypdf import PdfReader, PdfWriter

from fields import CONSTANTS, FIELD_MAP, GIVEN_NAME_FIELD, NAME_COLUMN, SURNAME_FIELD
from formatters import split_name

HERE = Path(__file__).parent
TEMPLATE = HERE / "templates" / "visa_form.pdf"
OUT_DIR = HERE / "output"


def read_roster(path: Path) -> list[dict]:
    ws = load_workbook(path, data_only=True).active
    rows = ws.iter_rows(values_only=True)
    header = [str(h).strip() if h else "" for h in next(rows)]
    return [dict(zip(header, r)) for r in rows if any(r)]


def build_values(person: dict) -> dict[str, str]:
    surname, given = split_name(person[NAME_COLUMN])
    values = {SURNAME_FIELD: surname, GIVEN_NAME_FIELD: given, **CONSTANTS}
    for column, field, fmt in FIELD_MAP:
        raw = person.get(column)
        values[field] = fmt(raw) if raw not in (None, "") else ""
    return values


def fill_one(values: dict[str, str], out: Path) -> None:
    reader = PdfReader(TEMPLATE)
    writer = PdfWriter()
    writer.append(reader)
    for page in writer.pages:
        writer.update_page_form_field_values(page, values, auto_regenerate=False)
    writer.set_need_appearances_writer(True)
    with out.open("wb") as f:
        writer.write(f)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--list-fields"]:
        for name in sorted(PdfReader(TEMPLATE).get_fields() or {}):
            print(name)
        return 0
    send_to_printer = "--print" in argv
    argv = [a for a in argv if a != "--print"]
    if not argv:
        print(__doc__)
        return 1
    OUT_DIR.mkdir(exist_ok=True)
    people = read_roster(Path(argv[0]))
    for person in people:
        values = build_values(person)
        out = OUT_DIR / f"{person[NAME_COLUMN]}_{values['PassportNo']}.pdf"
        fill_one(values, out)
        print(f"已生成 {out.name}")
        if send_to_printer:
            # 默认打印机, 单面 A4; 换打印机用 lpstat -p 看名字再加 -d
            subprocess.run(["lp", "-o", "media=A4", "-o", "sides=one-sided", str(out)], check=True)
    print(f"共 {len(people)} 份")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
