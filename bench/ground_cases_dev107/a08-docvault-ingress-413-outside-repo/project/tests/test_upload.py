import io

import pytest

from app.upload import create_app


@pytest.fixture()
def client(tmp_path, monkeypatch):
    monkeypatch.setenv("MAX_UPLOAD_MB", "1")
    app = create_app()
    app.config["SETTINGS"] = app.config["SETTINGS"].__class__(1, (".pdf",), str(tmp_path))
    return app.test_client()


def _pdf(size=100):
    return io.BytesIO(b"%PDF-1.7\n" + b"0" * size)


def test_accepts_pdf(client):
    res = client.post("/contracts", data={"file": (_pdf(), "lease.pdf")})
    assert res.status_code == 201


def test_rejects_other_extensions(client):
    res = client.post("/contracts", data={"file": (_pdf(), "lease.docx")})
    assert res.status_code == 415


def test_rejects_renamed_docx(client):
    fake = io.BytesIO(b"PK\x03\x04" + b"0" * 100)
    res = client.post("/contracts", data={"file": (fake, "lease.pdf")})
    assert res.status_code == 415


def test_too_large_is_json(client):
    res = client.post("/contracts", data={"file": (_pdf(2 * 1024 * 1024), "big.pdf")})
    assert res.status_code == 413
    assert "limit is 1 MB" in res.get_json()["error"]
