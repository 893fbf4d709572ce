import responses

from ledgersync.client import LedgerlyClient
from ledgersync.config import Settings

S = Settings(base_url="https://api.test/v2", token="t", backoff_base=0)


@responses.activate
def test_retries_503_then_succeeds():
    responses.get("https://api.test/v2/invoices/x", status=503)
    responses.get("https://api.test/v2/invoices/x", json={"id": "x"})
    assert LedgerlyClient(S).invoice("x") == {"id": "x"}
