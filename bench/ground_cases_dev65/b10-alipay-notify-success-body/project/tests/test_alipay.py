import base64

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.hazmat.primitives import serialization

from app.payments.alipay import signing_string, verify_notify

KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
PUB = KEY.public_key().public_bytes(
    serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
).decode()


def _signed(params: dict[str, str]) -> dict[str, str]:
    sig = KEY.sign(signing_string(params).encode(), padding.PKCS1v15(), hashes.SHA256())
    # real notifications always carry sign_type, and it is not part of the signed string
    return {**params, "sign": base64.b64encode(sig).decode(), "sign_type": "RSA2"}


def test_signing_string_sorts_and_skips_empty():
    assert signing_string({"b": "2", "a": "1", "c": "", "sign": "x", "sign_type": "RSA2"}) == "a=1&b=2"


def test_verify_accepts_own_signature():
    params = _signed({"out_trade_no": "K1001", "total_amount": "128.00", "trade_status": "TRADE_SUCCESS"})
    assert verify_notify(params, PUB)


def test_verify_rejects_tampered_amount():
    params = _signed({"out_trade_no": "K1001", "total_amount": "128.00"})
    params["total_amount"] = "1.00"
    assert not verify_notify(params, PUB)
