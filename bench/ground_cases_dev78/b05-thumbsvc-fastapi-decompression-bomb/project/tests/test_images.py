import io

import pytest
from fastapi.testclient import TestClient
from PIL import Image

from app import storage
from app.main import app


@pytest.fixture(autouse=True)
def tmp_root(tmp_path, monkeypatch):
    monkeypatch.setattr(storage, "ROOT", tmp_path)


def _png(size=(800, 600), mode="RGB") -> bytes:
    buf = io.BytesIO()
    Image.new(mode, size, (255, 0, 0, 0) if mode == "RGBA" else (255, 0, 0)).save(buf, "PNG")
    return buf.getvalue()


def test_upload_makes_thumbnail():
    client = TestClient(app)
    res = client.post("/images", files={"file": ("a.png", _png(), "image/png")})
    assert res.status_code == 201
    prefix, name = res.json()["key"].split("/")
    thumb = client.get(f"/images/{prefix}/{name}/thumb")
    assert thumb.status_code == 200
    assert Image.open(io.BytesIO(thumb.content)).size == (400, 300)


def test_transparent_png_keeps_alpha():
    client = TestClient(app)
    res = client.post("/images", files={"file": ("logo.png", _png(mode="RGBA"), "image/png")})
    prefix, name = res.json()["key"].split("/")
    thumb = Image.open(io.BytesIO(client.get(f"/images/{prefix}/{name}/thumb").content))
    assert thumb.format == "WEBP"
    assert thumb.mode == "RGBA"


def test_rejects_gif():
    client = TestClient(app)
    res = client.post("/images", files={"file": ("a.gif", b"GIF89a", "image/gif")})
    assert res.status_code == 415
