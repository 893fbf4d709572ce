import io

from PIL import Image

from app.main import app, storage


def _png() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (800, 600), "red").save(buf, format="PNG")
    return buf.getvalue()


def test_rejects_missing_file():
    client = app.test_client()
    assert client.post("/v1/upload").status_code == 400


def test_rejects_gif():
    client = app.test_client()
    res = client.post("/v1/upload", data={"file": (io.BytesIO(b"GIF89a"), "a.gif", "image/gif")})
    assert res.status_code == 415


def test_upload_creates_thumbnail(monkeypatch):
    # run the thumbnail job inline so the test does not race the background thread
    monkeypatch.setattr(storage, "put_async", lambda key, produce, ct: storage.put(key, produce(), ct))
    client = app.test_client()
    res = client.post("/v1/upload", data={"file": (io.BytesIO(_png()), "a.png", "image/png")})
    assert res.status_code == 201
    key = res.get_json()["key"]
    assert f"{key}_thumb" in storage.mem
