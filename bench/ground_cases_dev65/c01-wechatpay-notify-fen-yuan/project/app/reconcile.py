"""Daily reconciliation: compare the WeChat trade bill with our paid orders."""
from __future__ import annotations

from datetime import date, timedelta

from fastapi import APIRouter

from app.orders import get_repo
from app.payments.wechat_client import download_bill

router = APIRouter(prefix="/reconcile")


@router.post("/wechat")
def reconcile_wechat(day: date | None = None) -> dict:
    day = day or date.today() - timedelta(days=1)
    rows = download_bill(day)
    repo = get_repo()
    missing, mismatched = [], []
    for row in rows:
        if row["status"] != "SUCCESS":
            continue
        order = repo.get_by_out_trade_no(row["out_trade_no"])
        if order is None:
            missing.append(row["out_trade_no"])
        elif order.amount != row["amount"]:
            mismatched.append({"out_trade_no": row["out_trade_no"], "ours": str(order.amount),
                               "wechat": str(row["amount"])})
    # orders we marked paid but WeChat does not list are checked by hand for now
    return {"day": day.isoformat(), "rows": len(rows), "missing": missing, "mismatched": mismatched}
