from pathlib import Path

import pytest
from aioresponses import aioresponses

from fetchall.downloader import Downloader, filename_for
from fetchall.http import Fetcher


def test_filename_is_stable_and_keeps_name():
    a = filename_for("https://ex.com/files/report.pdf")
    assert a.endswith("-report.pdf")
    assert a == filename_for("https://ex.com/files/report.pdf")
    assert filename_for("https://ex.com/") .endswith("-index.html")


async def test_downloads_all(tmp_path: Path):
    urls = [f"https://ex.com/f{i}.txt" for i in range(20)]
    with aioresponses() as m:
        for u in urls:
            m.get(u, body=u.encode())
        async with Fetcher(retries=0) as f:
            failed = await Downloader(f, tmp_path).run(urls)
    assert failed == 0
    assert len(list(tmp_path.iterdir())) == 20


async def test_retries_then_gives_up(tmp_path: Path):
    url = "https://ex.com/busy"
    with aioresponses() as m:
        for _ in range(3):
            m.get(url, status=503)
        async with Fetcher(retries=2, backoff=0) as f:
            failed = await Downloader(f, tmp_path).run([url])
    assert failed == 1


@pytest.mark.parametrize("status", [404, 410])
async def test_client_errors_are_not_retried(tmp_path: Path, status: int):
    url = "https://ex.com/gone"
    with aioresponses() as m:
        m.get(url, status=status)
        async with Fetcher(retries=3, backoff=0) as f:
            assert await Downloader(f, tmp_path).run([url]) == 1
