"""Thin wrapper around the payment provider's refund API."""
import logging

import requests
from django.conf import settings

logger = logging.getLogger(__name__)


class GatewayError(Exception):
    pass


def refund(payment_no, amount):
    resp = requests.post(
        f"{settings.PAY_GATEWAY_URL}/v2/refunds",
        json={"payment_no": payment_no, "amount": str(amount)},
        headers={"Authorization": f"Bearer {settings.PAY_GATEWAY_TOKEN}"},
        timeout=10,
    )
    if resp.status_code != 200:
        raise GatewayError(f"gateway {resp.status_code}: {resp.text[:200]}")
    return resp.json()["refund_id"]
