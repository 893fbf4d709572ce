import hashlib

from core.cache import KEY_PREFIX, cached, etag_for, make_key


def test_key_ignores_param_order():
    assert make_key("calendar", {"store": 1, "month": "2025-11"}) == make_key("calendar", {"month": "2025-11", "store": 1})


def test_key_shape():
    key = make_key("calendar", {"store": 1})
    prefix, ns, digest = key.rsplit(":", 2)
    assert prefix == KEY_PREFIX
    assert ns == "calendar"
    assert len(digest) == 32


def test_etag_is_quoted():
    tag = etag_for(b"hello")
    assert tag.startswith('"') and tag.endswith('"')
    assert tag[1:-1] == hashlib.sha256(b"hello").hexdigest()[:32]


def test_cached_builds_once():
    calls = []

    def build():
        calls.append(1)
        return {"ok": True}

    assert cached("t", {"a": 1}, build) == {"ok": True}
    assert cached("t", {"a": 1}, build) == {"ok": True}
    assert len(calls) == 1
