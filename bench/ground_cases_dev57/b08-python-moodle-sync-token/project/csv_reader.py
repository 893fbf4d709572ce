"""Scores exported by the mark-sheet scanner (Shift_JIS or UTF-8 CSV).

Columns: 学籍番号, 氏名, 得点. Blank scores (absent) are left out.
"""
from __future__ import annotations

import csv
import unicodedata
from pathlib import Path


def _open(path: Path):
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8-sig").splitlines()
    except UnicodeDecodeError:
        return raw.decode("cp932").splitlines()


def _normalize(student_no: str) -> str:
    """Full-width letters and digits (Ｂ２５００１) to ASCII (B25001), upper case."""
    return unicodedata.normalize("NFKC", student_no).strip().upper()


def read_scores(path: str | Path) -> dict[str, float]:
    scores: dict[str, float] = {}
    for row in csv.DictReader(_open(Path(path))):
        student_no = _normalize(row["学籍番号"])
        score = unicodedata.normalize("NFKC", row["得点"]).strip()
        if not student_no or not score:
            continue
        scores[student_no] = float(score)
    return scores


def absent(path: str | Path) -> list[str]:
    """Student numbers with a blank score, for the absence list."""
    out = []
    for row in csv.DictReader(_open(Path(path))):
        if row["学籍番号"].strip() and not row["得点"].strip():
            out.append(row["学籍番号"].strip())
    return out
