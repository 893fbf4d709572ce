"""仕入れ先（丸信工具商会）の価格表 CSV をダウンロードして読む。"""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

import requests

LOGIN_URL = "https://b2b.marushin-kogu.co.jp/login"
CSV_URL = "https://b2b.marushin-kogu.co.jp/pricelist/download?format=csv"

# CSV の見出し → こちらで使う名前
COLUMNS = {
    "品番": "code",
    "品名": "name",
    "メーカー": "maker",
    "入数": "lot",
    "仕切単価": "price",
    "定価": "list_price",
}


def normalize_code(code: str) -> str:
    """品番の表記ゆれをそろえる。

    2025/12 から丸信の CSV は先頭を 0 で埋めた固定長（00MS-1020）になったので、
    先頭の 0 を外して、全角・小文字・前後の空白もそろえる。
    """
    code = code.strip().upper().translate(str.maketrans("０１２３４５６７８９－", "0123456789-"))
    return code.lstrip("0") or "0"


@dataclass
class SupplierRow:
    code: str
    name: str
    maker: str
    lot: int
    price: int
    list_price: int | None


def download(user: str, password: str, dest: Path) -> Path:
    with requests.Session() as s:
        r = s.post(LOGIN_URL, data={"login_id": user, "password": password}, timeout=30)
        r.raise_for_status()
        r = s.get(CSV_URL, timeout=60)
        r.raise_for_status()
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(r.content)
    return dest


def load_rows(path: Path) -> list[SupplierRow]:
    text = path.read_bytes().decode("cp932")
    reader = csv.reader(io.StringIO(text))
    header = [h.strip() for h in next(reader)]
    col = {COLUMNS[h]: i for i, h in enumerate(header) if h in COLUMNS}
    rows = []
    for row in reader:
        if not row or not row[col["code"]].strip():
            continue
        lot = int(row[col["lot"]] or 1)
        price = int(row[col["price"]].replace(",", ""))
        list_raw = row[col["list_price"]].replace(",", "").strip()
        rows.append(SupplierRow(
            code=normalize_code(row[col["code"]]),
            name=row[col["name"]].strip(),
            maker=row[col["maker"]].strip(),
            lot=lot,
            price=price,
            list_price=int(list_raw) if list_raw.isdigit() else None,
        ))
    return rows
