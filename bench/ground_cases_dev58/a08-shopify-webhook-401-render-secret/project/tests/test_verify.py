import os

os.environ["ORDERHOOK_TESTING"] = "1"

from shopify_verify import describe, sign, verify_hmac  # noqa: E402

BODY = b'{"id": 820982911946154508, "name": "#1001", "total_price": "24.50"}'


def test_valid_signature():
    assert verify_hmac(BODY, sign(BODY, "test-secret"), "test-secret")


def test_wrong_secret():
    assert not verify_hmac(BODY, sign(BODY, "other-secret"), "test-secret")


def test_body_changed():
    assert not verify_hmac(BODY + b" ", sign(BODY, "test-secret"), "test-secret")


def test_missing_header_or_secret():
    assert not verify_hmac(BODY, "", "test-secret")
    assert not verify_hmac(BODY, sign(BODY, "test-secret"), "")


def test_describe_hides_signature():
    assert describe(sign(BODY, "x")).endswith("(44 chars)")
