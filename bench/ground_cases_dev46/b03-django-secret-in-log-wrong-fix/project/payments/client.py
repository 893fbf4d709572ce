import logging

import requests
from django.conf import settings

logger = logging.getLogger(__name__)

API_BASE = "https://api.pay.jp/v1"
TIMEOUT = (3.05, 10)


class PaymentError(Exception):
    def __init__(self, status, body):
        super().__init__(f"pay.jp {status}: {body}")
        self.status = status
        self.body = body


class PayjpClient:
    def __init__(self, secret_key=None, session=None):
        self.secret_key = secret_key or settings.PAYJP_SECRET_KEY
        self.session = session or requests.Session()

    def _headers(self):
        return {
            "Authorization": f"Bearer {self.secret_key}",
            "Content-Type": "application/x-www-form-urlencoded",
        }

    def _post(self, path, data):
        url = f"{API_BASE}{path}"
        headers = self._headers()
        logger.info("pay.jp request POST %s headers=%s data=%s", url, headers, data)
        resp = self.session.post(url, data=data, headers=headers, timeout=TIMEOUT)
        if resp.status_code >= 400:
            raise PaymentError(resp.status_code, resp.text)
        return resp.json()

    def create_charge(self, amount, customer_id, description=""):
        return self._post("/charges", {
            "amount": amount,
            "currency": "jpy",
            "customer": customer_id,
            "description": description,
        })

    def refund(self, charge_id, amount=None):
        data = {"amount": amount} if amount else {}
        return self._post(f"/charges/{charge_id}/refund", data)
