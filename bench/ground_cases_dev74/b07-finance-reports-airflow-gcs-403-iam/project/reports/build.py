from __future__ import annotations

import io

import pandas as pd

SHEET_NAME = "日次売上"

COLUMNS = {
    "store_code": "店舗コード",
    "store_name": "店舗名",
    "orders": "注文数",
    "items": "点数",
    "amount": "売上(税抜)",
    "tax_amount": "消費税",
}


def to_frame(rows: list[dict]) -> pd.DataFrame:
    df = pd.DataFrame(rows, columns=list(COLUMNS))
    for col in ("orders", "items", "amount", "tax_amount"):
        df[col] = pd.to_numeric(df[col]).fillna(0).astype("int64")
    return df


def build_daily_xlsx(rows: list[dict], report_date: str) -> bytes:
    df = to_frame(rows)
    total = pd.DataFrame([{"store_code": "", "store_name": "合計", **df[["orders", "items", "amount", "tax_amount"]].sum().to_dict()}])
    out = pd.concat([df, total], ignore_index=True).rename(columns=COLUMNS)

    buf = io.BytesIO()
    with pd.ExcelWriter(buf, engine="openpyxl") as writer:
        out.to_excel(writer, sheet_name=SHEET_NAME, index=False)
        ws = writer.sheets[SHEET_NAME]
        ws["H1"] = f"対象日: {report_date}"
        for col, width in zip("ABCDEF", (12, 28, 10, 10, 14, 12)):
            ws.column_dimensions[col].width = width
    return buf.getvalue()
