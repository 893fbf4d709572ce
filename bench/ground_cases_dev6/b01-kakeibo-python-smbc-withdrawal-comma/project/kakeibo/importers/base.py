from __future__ import annotations

import re
from datetime import date, datetime
from pathlib import Path

from kakeibo.models import Transaction

_NON_DIGIT = re.compile(r"[^0-9-]")


class BaseImporter:
    name: str = ""
    encoding: str = "utf-8"
    date_formats: tuple[str, ...] = ("%Y/%m/%d", "%Y-%m-%d", "%Y%m%d")

    def read(self, path: Path) -> list[Transaction]:
        raise NotImplementedError

    def parse_amount(self, text: str) -> int:
        """'1,280' や '¥1,280' や '1,280円' を int にする。空文字は 0。"""
        cleaned = _NON_DIGIT.sub("", text.strip())
        return int(cleaned) if cleaned not in ("", "-") else 0

    def parse_date(self, text: str) -> date:
        text = text.strip()
        for fmt in self.date_formats:
            try:
                return datetime.strptime(text, fmt).date()
            except ValueError:
                continue
        raise ValueError(f"unrecognised date: {text!r}")
