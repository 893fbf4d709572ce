"""Shopify orders/create webhook -> a row in the "Orders" Google Sheet + a Slack message.

Deployed on Render (render.yaml). Shopify calls POST /webhooks/orders-create for every new order.
"""
from __future__ import annotations

import logging

from flask import Flask, abort, jsonify, request

from config import settings
from sheets import append_order
from shopify_verify import verify_hmac
from slack_notify import post_order

app = Flask(__name__)
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
log = logging.getLogger("orderhook")


@app.get("/healthz")
def healthz():
    return jsonify(ok=True)


@app.post("/webhooks/orders-create")
def orders_create():
    raw = request.get_data()
    signature = request.headers.get("X-Shopify-Hmac-Sha256", "")
    if not verify_hmac(raw, signature, settings.shopify_webhook_secret):
        log.warning("rejected webhook: bad HMAC (topic=%s, shop=%s)",
                    request.headers.get("X-Shopify-Topic"), request.headers.get("X-Shopify-Shop-Domain"))
        abort(401)

    order = request.get_json(force=True)
    webhook_id = request.headers.get("X-Shopify-Webhook-Id", "")
    log.info("order %s (%s %s)", order.get("name"), order.get("total_price"), order.get("currency"))

    try:
        append_order(order, webhook_id)
    except Exception:  # the sheet being down must not make Shopify retry forever; Slack still gets it
        log.exception("could not append order %s to the sheet", order.get("name"))

    try:
        post_order(order)
    except Exception:
        log.exception("could not post order %s to Slack", order.get("name"))

    return "", 200


if __name__ == "__main__":
    app.run(port=8000, debug=True)
