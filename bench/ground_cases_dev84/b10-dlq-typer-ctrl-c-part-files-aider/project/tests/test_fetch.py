import httpx
import pytest
from rich.progress import Progress

from dlq.fetch import FetchError, fetch


def client_for(handler):
    return httpx.Client(transport=httpx.MockTransport(handler))


def test_writes_file_and_removes_part(tmp_path):
    c = client_for(lambda req: httpx.Response(200, content=b"hello"))
    dest = tmp_path / "a.txt"
    with Progress(disable=True) as p:
        fetch(c, "https://example.com/a.txt", dest, p)
    assert dest.read_bytes() == b"hello"
    assert not (tmp_path / "a.txt.part").exists()


def test_gives_up_after_retries(tmp_path, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    c = client_for(lambda req: httpx.Response(503))
    with Progress(disable=True) as p, pytest.raises(FetchError):
        fetch(c, "https://example.com/b.txt", tmp_path / "b.txt", p, retries=1)
    assert not (tmp_path / "b.txt.part").exists()
