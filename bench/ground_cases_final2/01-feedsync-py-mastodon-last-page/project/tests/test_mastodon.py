import httpx
import respx

from feedsync.clients.mastodon import MastodonClient


def page(n, total, size=20):
    return {"items": [{"id": f"{n}-{i}"} for i in range(size)], "page": n, "total_pages": total}


@respx.mock
def test_fetch_all_single_page():
    respx.get("https://social.example/proxy/v1/accounts/42/statuses").mock(
        return_value=httpx.Response(200, json=page(1, 1, size=7))
    )
    assert len(MastodonClient("social.example").fetch_all("42")) == 7


@respx.mock
def test_fetch_all_reads_every_page():
    route = respx.get("https://social.example/proxy/v1/accounts/42/statuses")
    route.side_effect = lambda request: httpx.Response(
        200, json=page(int(request.url.params["page"]), 3)
    )
    items = MastodonClient("social.example").fetch_all("42")
    assert len(items) == 60
    assert route.call_count == 3
