from app.auth.totp import _hotp, current_code, verify_totp

SECRET = "JBSWY3DPEHPK3PXP"


def test_rfc_vector():
    # RFC 4226 附录 D 的 secret "12345678901234567890"
    assert _hotp("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", 0) == "755224"
    assert _hotp("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", 1) == "287082"


def test_current_code_verifies():
    now = 1_700_000_000
    assert verify_totp(SECRET, current_code(SECRET, now), now)


def test_rejects_garbage():
    assert not verify_totp(SECRET, "12ab56")
    assert not verify_totp(SECRET, "123")
