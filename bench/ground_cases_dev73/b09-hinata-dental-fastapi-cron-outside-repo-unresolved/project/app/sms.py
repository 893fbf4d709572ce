import re

import httpx

from app.settings import settings


class SmsError(RuntimeError):
    pass


def to_e164(phone: str) -> str:
    """090-1234-5678 / 09012345678 / +819012345678 を +819012345678 にする。"""
    digits = re.sub(r"[^0-9+]", "", phone)
    if digits.startswith("+"):
        return digits
    if digits.startswith("0"):
        return "+81" + digits[1:]
    raise SmsError(f"unsupported phone number: {phone!r}")


def send_sms(to: str, body: str) -> str:
    """SMS ゲートウェイに送信して message id を返す。"""
    resp = httpx.post(
        settings.sms_api_url,
        headers={"Authorization": f"Bearer {settings.sms_api_key}"},
        json={"to": to_e164(to), "body": body},
        timeout=10,
    )
    if resp.status_code >= 400:
        raise SmsError(f"sms gateway {resp.status_code}: {resp.text[:200]}")
    return resp.json()["id"]


def reminder_body(name: str, hhmm: str) -> str:
    return (
        f"{name}様 本日{hhmm}から{settings.clinic_name}のご予約です。"
        f"変更はお電話（{settings.clinic_phone}）でお願いします。"
    )
