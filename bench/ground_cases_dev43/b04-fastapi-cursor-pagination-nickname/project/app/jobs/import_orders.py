"""モールの注文 CSV を取り込む（毎時 cron）。"""
import csv
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.orm import Session

from app.models import Order

BATCH = 500


def import_csv(session: Session, path: Path, shop_id: int) -> int:
    now = datetime.now(UTC).replace(microsecond=0)
    count = 0
    with path.open(encoding="cp932", newline="") as f:
        for row in csv.DictReader(f):
            session.add(Order(
                shop_id=shop_id,
                external_no=row["注文番号"],
                customer_name=row["購入者名"],
                total_yen=int(row["合計金額"].replace(",", "")),
                status="new",
                created_at=now,
                source="mall_csv",
            ))
            count += 1
            if count % BATCH == 0:
                session.flush()
    session.commit()
    return count
