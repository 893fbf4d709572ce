"""表示・出力。すべて渡されたストリームに書く (stdout をパイプで渡される前提)。"""
from __future__ import annotations

import csv
import json
import unicodedata
from typing import Any, TextIO

from meisai.reader import Entry

RED = "\x1b[31m"
RESET = "\x1b[0m"


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))


def write_table(entries: list[Entry], out: TextIO, color: bool = False) -> None:
    for e in entries:
        amount = f"{e.amount:>10,}"
        if color and e.amount < 0:
            amount = f"{RED}{amount}{RESET}"
        out.write(f"{e.date:%Y-%m-%d}  {_pad(e.description, 30)}  {_pad(e.category, 10)}  {amount}\n")


def write_csv(entries: list[Entry], out: TextIO) -> None:
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["date", "description", "category", "amount"])
    for e in entries:
        w.writerow([e.date.isoformat(), e.description, e.category, e.amount])


def write_json(rows: list[dict[str, Any]], out: TextIO) -> None:
    json.dump(rows, out, ensure_ascii=False, indent=2)
    out.write("\n")
