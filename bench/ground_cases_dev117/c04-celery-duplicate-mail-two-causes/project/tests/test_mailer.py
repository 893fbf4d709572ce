from app.mailer import smtp_timeout


def test_default_timeout(monkeypatch):
    monkeypatch.delenv("SMTP_TIMEOUT", raising=False)
    assert smtp_timeout() == 10


def test_timeout_from_env(monkeypatch):
    monkeypatch.setenv("SMTP_TIMEOUT", "25")
    assert smtp_timeout() == 25.0
