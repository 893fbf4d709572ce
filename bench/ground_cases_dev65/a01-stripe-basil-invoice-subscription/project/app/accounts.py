from __future__ import annotations

from flask import Blueprint, abort, jsonify

from app.db import session
from app.models import Account

bp = Blueprint("accounts", __name__, url_prefix="/accounts")


@bp.get("/<int:account_id>")
def show(account_id: int):
    with session() as db:
        account = db.get(Account, account_id)
        if account is None:
            abort(404)
        return jsonify(
            id=account.id,
            email=account.email,
            status=account.status,
            subscriptions=[
                {"id": s.stripe_subscription_id, "plan": s.plan, "status": s.status}
                for s in account.subscriptions
            ],
        )


@bp.get("/<int:account_id>/billing-status")
def billing_status(account_id: int):
    with session() as db:
        account = db.get(Account, account_id)
        if account is None:
            abort(404)
        active = [s for s in account.subscriptions if s.status == "active"]
        return jsonify(account_id=account.id, status=account.status, active_subscriptions=len(active))
