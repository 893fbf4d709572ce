import responses

from crm_sync.client import BASE_URL, CrmClient


@responses.activate
def test_paginates_until_no_cursor():
    responses.get(f"{BASE_URL}/contacts", json={"results": [{"id": "1"}], "paging": {"next": {"after": "1"}}})
    responses.get(f"{BASE_URL}/contacts", json={"results": [{"id": "2"}]})
    ids = [c["id"] for c in CrmClient(token="t").contacts()]
    assert ids == ["1", "2"]


@responses.activate
def test_retries_after_429(mocker):
    sleep = mocker.patch("crm_sync.client.time.sleep")
    responses.get(f"{BASE_URL}/contacts", status=429, headers={"Retry-After": "3"})
    responses.get(f"{BASE_URL}/contacts", json={"results": [{"id": "1"}]})
    assert [c["id"] for c in CrmClient(token="t").contacts()] == ["1"]
    sleep.assert_called_once_with(3.0)
