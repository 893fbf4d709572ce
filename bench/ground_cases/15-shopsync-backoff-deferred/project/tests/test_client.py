from unittest.mock import Mock

from shopsync.client import ApiClient


def _resp(headers):
    r = Mock()
    r.headers = headers
    return r


def test_retry_delay_honours_retry_after():
    client = ApiClient("https://api.example", "t")
    assert client._retry_delay(_resp({"Retry-After": "7"}), 1) == 7.0


def test_retry_delay_is_capped():
    client = ApiClient("https://api.example", "t", max_delay=10)
    assert client._retry_delay(_resp({"Retry-After": "120"}), 1) == 10
