"""Thin wrapper around the Alipay page-pay API (RSA2 signatures)."""
from __future__ import annotations

import base64
from urllib.parse import urlencode

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding
from django.conf import settings


class SignatureError(Exception):
    pass


class AlipayClient:
    GATEWAY = "https://openapi.alipay.com/gateway.do"

    def __init__(self, app_id: str, alipay_public_key_pem: str, notify_url: str, return_url: str):
        self.app_id = app_id
        self.public_key = serialization.load_pem_public_key(alipay_public_key_pem.encode())
        self.notify_url = notify_url
        self.return_url = return_url

    @classmethod
    def from_settings(cls) -> "AlipayClient":
        return cls(settings.ALIPAY_APP_ID, settings.ALIPAY_PUBLIC_KEY, settings.ALIPAY_NOTIFY_URL,
                   settings.ALIPAY_RETURN_URL)

    def page_pay_url(self, out_trade_no: str, total_cents: int, subject: str) -> str:
        biz = {"out_trade_no": out_trade_no, "total_amount": f"{total_cents / 100:.2f}", "subject": subject,
               "product_code": "FAST_INSTANT_TRADE_PAY"}
        return f"{self.GATEWAY}?{urlencode({'app_id': self.app_id, 'method': 'alipay.trade.page.pay', 'biz_content': biz})}"

    def verify(self, params: dict[str, str]) -> None:
        sign = params.pop("sign", None)
        params.pop("sign_type", None)
        if not sign:
            raise SignatureError("missing sign")
        message = "&".join(f"{k}={params[k]}" for k in sorted(params) if params[k])
        try:
            self.public_key.verify(base64.b64decode(sign), message.encode(), padding.PKCS1v15(), hashes.SHA256())
        except InvalidSignature as exc:
            raise SignatureError("bad signature") from exc
