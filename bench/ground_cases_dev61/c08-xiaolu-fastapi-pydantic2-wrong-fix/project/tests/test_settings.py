from app.settings import Settings, describe


def test_env_prefix(monkeypatch):
    monkeypatch.setenv("XL_INVITE_BONUS_POINTS", "80")
    assert Settings().invite_bonus_points == 80


def test_describe_hides_db():
    assert "database_url" not in describe(Settings())
