import pytest

from app.settings import Settings, get_settings


@pytest.fixture(autouse=True)
def _settings(monkeypatch):
    """テストでは .env を読まず、固定値の Settings を使う。"""
    monkeypatch.setenv("LOG_JSON", "true")
    get_settings.cache_clear()
    test_settings = Settings(_env_file=None, psp_api_key="test-key", psp_base_url="https://psp.test")

    from app.main import app

    app.dependency_overrides[get_settings] = lambda: test_settings
    yield test_settings
    app.dependency_overrides.clear()
    get_settings.cache_clear()
