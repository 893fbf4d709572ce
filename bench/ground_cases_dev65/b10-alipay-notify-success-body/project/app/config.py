import os
from dataclasses import dataclass


@dataclass(frozen=True)
class AlipaySettings:
    app_id: str
    gateway: str
    app_private_key_pem: str
    alipay_public_key_pem: str
    notify_url: str
    seller_id: str


def alipay_settings() -> AlipaySettings:
    sandbox = os.environ.get("ALIPAY_SANDBOX", "1") == "1"
    return AlipaySettings(
        app_id=os.environ.get("ALIPAY_APP_ID", ""),
        gateway=(
            "https://openapi-sandbox.dl.alipaydev.com/gateway.do"
            if sandbox
            else "https://openapi.alipay.com/gateway.do"
        ),
        app_private_key_pem=os.environ.get("ALIPAY_APP_PRIVATE_KEY", ""),
        alipay_public_key_pem=os.environ.get("ALIPAY_PUBLIC_KEY", ""),
        notify_url=os.environ.get("ALIPAY_NOTIFY_URL", "https://api.kurumi-store.jp/alipay/notify"),
        seller_id=os.environ.get("ALIPAY_SELLER_ID", ""),
    )


def is_sandbox(settings: AlipaySettings) -> bool:
    return "alipaydev.com" in settings.gateway
