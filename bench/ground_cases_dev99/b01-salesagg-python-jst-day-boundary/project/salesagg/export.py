"""集計結果の CSV 出力。"""
from __future__ import annotations

import csv
from collections.abc import Iterable, Iterator
from decimal import ROUND_HALF_UP, Decimal
from typing import IO

from salesagg.aggregate import DailyTotal

HEADER = ["store", "date", "qty", "amount", "tickets"]


def yen(amount: Decimal) -> str:
    """円未満は四捨五入 (POS 側は税込の小数を出すことがある)。"""
    return str(amount.quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def rows(totals: Iterable[DailyTotal]) -> Iterator[list[str]]:
    for t in totals:
        yield [t.store, t.day, str(t.qty), yen(t.amount), str(t.tickets)]


def write_csv(totals: Iterable[DailyTotal], fh: IO[str], *, excel: bool = False) -> int:
    """CSV を書き、書いた行数 (ヘッダ除く) を返す。excel=True なら BOM を付ける。"""
    if excel:
        fh.write("\ufeff")
    writer = csv.writer(fh, lineterminator="\n")
    writer.writerow(HEADER)
    count = 0
    for row in rows(totals):
        writer.writerow(row)
        count += 1
    return count
