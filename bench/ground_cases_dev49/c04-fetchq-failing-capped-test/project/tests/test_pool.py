import httpx

from fetchq.pool import Downloader, Job
from fetchq.retry import Backoff


def transport(responses: dict[str, list[httpx.Response]]) -> httpx.MockTransport:
    def handler(request: httpx.Request) -> httpx.Response:
        return responses[str(request.url)].pop(0)
    return httpx.MockTransport(handler)


async def test_downloads_every_job(tmp_path):
    t = transport({"https://x.test/a.txt": [httpx.Response(200, content=b"aaa")],
                   "https://x.test/b.txt": [httpx.Response(200, content=b"bb")]})
    async with httpx.AsyncClient(transport=t) as client:
        dl = Downloader(client, concurrency=2)
        sizes = await dl.run([Job("https://x.test/a.txt", tmp_path / "a.txt"),
                              Job("https://x.test/b.txt", tmp_path / "b.txt")])
    assert sizes == [3, 2]
    assert (tmp_path / "a.txt").read_bytes() == b"aaa"


async def test_retries_503(tmp_path):
    t = transport({"https://x.test/c": [httpx.Response(503, headers={"Retry-After": "0"}),
                                        httpx.Response(200, content=b"c")]})
    async with httpx.AsyncClient(transport=t) as client:
        dl = Downloader(client, backoff=Backoff(base=0.0))
        assert await dl.run([Job("https://x.test/c", tmp_path / "c")]) == [1]


async def test_404_is_reported_not_retried(tmp_path):
    t = transport({"https://x.test/missing": [httpx.Response(404)]})
    async with httpx.AsyncClient(transport=t) as client:
        dl = Downloader(client)
        [result] = await dl.run([Job("https://x.test/missing", tmp_path / "m")])
    assert isinstance(result, httpx.HTTPStatusError)
