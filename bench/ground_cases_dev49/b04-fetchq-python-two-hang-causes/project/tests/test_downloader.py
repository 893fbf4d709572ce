from aiohttp import web
from aiohttp.test_utils import TestServer

from fetchq.downloader import Downloader
from fetchq.storage import Storage


async def start(app: web.Application) -> TestServer:
    server = TestServer(app)
    await server.start_server()
    return server


async def test_downloads_and_skips(tmp_path):
    app = web.Application()
    app.router.add_get("/{name}", lambda r: web.Response(body=r.match_info["name"].encode()))
    server = await start(app)
    urls = [str(server.make_url(f"/f{i}.txt")) for i in range(5)]
    try:
        result = await Downloader(Storage(tmp_path), concurrency=3).run(urls)
        assert (result.ok, result.failed, result.skipped) == (5, 0, 0)
        again = await Downloader(Storage(tmp_path), concurrency=3).run(urls)
        assert (again.ok, again.skipped) == (0, 5)
    finally:
        await server.close()


async def test_saved_file_content(tmp_path):
    app = web.Application()
    app.router.add_get("/{name}", lambda r: web.Response(body=b"hello"))
    server = await start(app)
    url = str(server.make_url("/hello.txt"))
    try:
        await Downloader(Storage(tmp_path), concurrency=1).run([url])
        assert Storage(tmp_path).path_for(url).read_bytes() == b"hello"
    finally:
        await server.close()
