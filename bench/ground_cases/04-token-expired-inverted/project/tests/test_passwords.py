from app.auth.passwords import check_password, hash_password


def test_roundtrip():
    stored = hash_password("correct horse")
    assert check_password("correct horse", stored)
    assert not check_password("wrong horse", stored)


def test_garbage_hash_is_rejected():
    assert not check_password("x", "not-a-hash")
