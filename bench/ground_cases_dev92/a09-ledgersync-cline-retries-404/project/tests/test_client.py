import responses

from ledgersync.client import LedgerlyClient
from ledgersync.config import Settings

S = Settings(base_url="https://api.test/v2", token="t", page_size=2)


@responses.activate
def test_invoices_follows_cursor():
    responses.get("https://api.test/v2/invoices", json={"data": [{"id": "a"}, {"id": "b"}], "next_cursor": "c2"})
    responses.get("https://api.test/v2/invoices", json={"data": [{"id": "c"}], "next_cursor": None})
    assert [i["id"] for i in LedgerlyClient(S).invoices()] == ["a", "b", "c"]
