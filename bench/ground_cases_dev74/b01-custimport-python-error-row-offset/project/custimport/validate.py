from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

from custimport.normalize import (
    NormalizeError,
    normalize_phone,
    normalize_zip,
    parse_amount,
    parse_date,
)


@dataclass
class ErrorRow:
    row_no: int
    customer_code: str
    reasons: list[str] = field(default_factory=list)


@dataclass
class ValidationResult:
    valid: list[dict]
    errors: list[ErrorRow]


def _clean(row: pd.Series) -> tuple[dict, list[str]]:
    out: dict = {"customer_code": row["customer_code"].strip(), "name": row["name"].strip(),
                 "name_kana": row["name_kana"].strip(), "address": row["address"].strip()}
    reasons: list[str] = []
    if not out["customer_code"]:
        reasons.append("customer_code is empty")
    if not out["name"]:
        reasons.append("name is empty")
    for key, fn, src in (("zip", normalize_zip, "zip"), ("phone", normalize_phone, "phone"),
                         ("credit_limit", parse_amount, "credit_limit"), ("opened_on", parse_date, "opened_on")):
        try:
            out[key] = fn(row[src])
        except NormalizeError as e:
            reasons.append(str(e))
    return out, reasons


def validate_rows(df: pd.DataFrame) -> ValidationResult:
    valid: list[dict] = []
    errors: list[ErrorRow] = []
    seen: set[str] = set()
    for idx, row in df.iterrows():
        row_no = idx + 1
        cleaned, reasons = _clean(row)
        code = cleaned["customer_code"]
        if code and code in seen:
            reasons.append(f"duplicate customer_code in file: {code}")
        seen.add(code)
        if reasons:
            errors.append(ErrorRow(row_no=row_no, customer_code=code, reasons=reasons))
        else:
            valid.append(cleaned)
    return ValidationResult(valid=valid, errors=errors)
