"""Alipay asynchronous notification (notify_url) signature check, RSA2 (SHA256withRSA)."""
from __future__ import annotations

import base64
import logging

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding

log = logging.getLogger(__name__)


def signing_string(params: dict[str, str]) -> str:
    """The string Alipay signed: every non-empty parameter but sign and sign_type, sorted by key
    (notify verification excludes sign_type too, unlike request signing)."""
    items = sorted((k, v) for k, v in params.items() if k not in ("sign", "sign_type") and v != "")
    return "&".join(f"{k}={v}" for k, v in items)


def _public_key(pem_body: str):
    pem = pem_body if pem_body.startswith("-----BEGIN") else (
        "-----BEGIN PUBLIC KEY-----\n" + pem_body + "\n-----END PUBLIC KEY-----"
    )
    return serialization.load_pem_public_key(pem.encode())


def verify_notify(params: dict[str, str], alipay_public_key_pem: str) -> bool:
    sign = params.get("sign")
    if not sign or params.get("sign_type", "RSA2") != "RSA2":
        return False
    message = signing_string(params).encode("utf-8")
    try:
        _public_key(alipay_public_key_pem).verify(
            base64.b64decode(sign), message, padding.PKCS1v15(), hashes.SHA256()
        )
    except (InvalidSignature, ValueError) as exc:
        log.warning("alipay notify: invalid signature (%s)", type(exc).__name__)
        return False
    return True
