"""Thin WeChat Pay API v3 client: request signing, callback verification, bill download."""
from __future__ import annotations

import base64
import csv
import io
import time
import uuid
from datetime import date
from decimal import Decimal

import httpx
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding
from cryptography.x509 import load_pem_x509_certificate

from app.config import settings


def _private_key():
    with open(settings.wechat_private_key_path, "rb") as f:
        return serialization.load_pem_private_key(f.read(), password=None)


def _platform_public_key():
    with open(settings.wechat_platform_cert_path, "rb") as f:
        return load_pem_x509_certificate(f.read()).public_key()


def _authorization(method: str, path: str, body: str = "") -> str:
    ts, nonce = str(int(time.time())), uuid.uuid4().hex
    message = f"{method}\n{path}\n{ts}\n{nonce}\n{body}\n".encode()
    sig = base64.b64encode(_private_key().sign(message, padding.PKCS1v15(), hashes.SHA256())).decode()
    return (f'WECHATPAY2-SHA256-RSA2048 mchid="{settings.wechat_mchid}",nonce_str="{nonce}",'
            f'signature="{sig}",timestamp="{ts}",serial_no="{settings.wechat_serial_no}"')


def verify_signature(*, timestamp: str, nonce: str, body: str, signature: str) -> bool:
    """Check a Wechatpay-Signature header against the platform certificate."""
    message = f"{timestamp}\n{nonce}\n{body}\n".encode()
    try:
        _platform_public_key().verify(base64.b64decode(signature), message, padding.PKCS1v15(), hashes.SHA256())
    except Exception:
        return False
    return True


def _get(path: str) -> httpx.Response:
    headers = {"Authorization": _authorization("GET", path), "Accept": "application/json"}
    resp = httpx.get(settings.wechat_base_url + path, headers=headers, timeout=10)
    resp.raise_for_status()
    return resp


def download_bill(day: date, bill_type: str = "SUCCESS") -> list[dict]:
    """Trade bill of one day: ask for the download URL, then fetch and parse the CSV."""
    meta = _get(f"/v3/bill/tradebill?bill_date={day.isoformat()}&bill_type={bill_type}").json()
    path = meta["download_url"].removeprefix(settings.wechat_base_url)
    return parse_bill(_get(path).text)


def _money(cell: str) -> Decimal:
    # bill cells look like `12.50 (a backtick keeps Excel from eating them); amounts are yuan
    return Decimal(cell.lstrip("`").strip() or "0")


def parse_bill(text: str) -> list[dict]:
    lines = text.splitlines()
    # the last two lines are the summary header and the summary row
    reader = csv.DictReader(io.StringIO("\n".join(lines[:-2])))
    rows = []
    for row in reader:
        rows.append({
            "transaction_id": row["微信订单号"].lstrip("`"),
            "out_trade_no": row["商户订单号"].lstrip("`"),
            "status": row["交易状态"].lstrip("`"),
            "amount": _money(row["应结订单金额"]),
            "refund": _money(row["退款金额"]),
            "fee": _money(row["手续费"]),
        })
    return rows
