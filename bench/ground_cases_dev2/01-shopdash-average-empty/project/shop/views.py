from __future__ import annotations

from flask import Blueprint, render_template

from .repo import orders_for
from .stats import summarize

bp = Blueprint("dashboard", __name__)


@bp.get("/m/<merchant_id>/dashboard")
def dashboard(merchant_id: str):
    orders = orders_for(merchant_id)
    summary = summarize(orders)
    return render_template("dashboard.html", summary=summary, merchant_id=merchant_id)
