import re

from app.tokens import ALPHABET, backoff_delay, check_reset_token, make_reset_token


def test_token_shape(app_ctx, monkeypatch):
    monkeypatch.setattr("app.tokens.execute", lambda *a, **k: 1)
    token = make_reset_token(7)
    assert len(token) >= 32
    assert re.fullmatch(r"[A-Za-z0-9_-]+", token)


def test_tokens_differ(app_ctx, monkeypatch):
    monkeypatch.setattr("app.tokens.execute", lambda *a, **k: 1)
    assert make_reset_token(1) != make_reset_token(1)


def test_backoff_bounded():
    for attempt in range(10):
        assert 0 <= backoff_delay(attempt) <= 30.0


def test_alphabet():
    assert set(ALPHABET) >= set("abcXYZ019")


def test_unknown_token_is_rejected(app_ctx, monkeypatch):
    monkeypatch.setattr("app.tokens.query", lambda *a, **k: [])
    assert check_reset_token("nope") is None


def test_expired_token_is_rejected(app_ctx, monkeypatch):
    monkeypatch.setattr("app.tokens.query", lambda *a, **k: [{"user_id": 3, "expires_at": 0}])
    assert check_reset_token("whatever") is None
