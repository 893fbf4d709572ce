from __future__ import annotations

from datetime import date, timedelta

from flask import Flask, jsonify, request

from points.ledger import Ledger
from points.refunds import clawback

app = Flask(__name__)
ledger = Ledger()


@app.get("/points/<user_id>")
def show(user_id: str):
    today = date.today()
    soon = today + timedelta(days=30)
    expiring = sum(e.points for e in ledger.entries
                   if e.user_id == user_id and e.kind == "earn" and e.expires and today < e.expires <= soon)
    balance = ledger.balance(user_id)
    return jsonify({"user_id": user_id, "balance": balance, "expiring_soon": min(expiring, balance)})


@app.post("/orders/<order_id>/refund")
def refund(order_id: str):
    body = request.get_json(force=True)
    entry = clawback(ledger, body["user_id"], order_id, order_total=float(body["order_total"]),
                     refund_amount=float(body["refund_amount"]), today=date.today())
    return jsonify({"clawed_back": -entry.points if entry else 0,
                    "balance": ledger.balance(body["user_id"])})
