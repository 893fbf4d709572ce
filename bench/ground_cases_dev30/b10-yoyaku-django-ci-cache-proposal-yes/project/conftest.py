from pathlib import Path

import pytest

# Excel エクスポートのテストが書き出す先
EXPORT_DIR = Path("/tmp/yoyaku-exports")


@pytest.fixture
def export_dir(settings):
    EXPORT_DIR.mkdir(parents=True, exist_ok=True)
    for f in EXPORT_DIR.glob("*.xlsx"):
        f.unlink()
    settings.EXPORT_DIR = EXPORT_DIR
    return EXPORT_DIR


@pytest.fixture
def api_client():
    from rest_framework.test import APIClient

    return APIClient()


@pytest.fixture
def staff_user(django_user_model):
    return django_user_model.objects.create_user(username="staff", password="pw", is_staff=True)
