from types import SimpleNamespace

from shipsync.retry import with_backoff


def responses(*codes):
    it = iter(codes)
    calls = []

    def call():
        code = next(it)
        calls.append(code)
        return SimpleNamespace(status_code=code, headers={})

    return call, calls


def test_returns_first_success():
    call, calls = responses(200)
    assert with_backoff(call, attempts=3, base=0.1, sleep=lambda s: None).status_code == 200
    assert calls == [200]


def test_retries_server_errors():
    call, calls = responses(503, 502, 201)
    assert with_backoff(call, attempts=3, base=0.1, sleep=lambda s: None).status_code == 201
    assert calls == [503, 502, 201]


def test_gives_up_after_attempts():
    call, calls = responses(500, 500, 500, 200)
    assert with_backoff(call, attempts=3, base=0.1, sleep=lambda s: None).status_code == 500
    assert len(calls) == 3


def test_429_honours_retry_after():
    seq = iter([SimpleNamespace(status_code=429, headers={"Retry-After": "2"}),
                SimpleNamespace(status_code=201, headers={})])
    slept = []
    response = with_backoff(lambda: next(seq), attempts=3, base=0.1, sleep=slept.append)
    assert response.status_code == 201
    assert slept == [2.0]


def test_retry_after_is_capped():
    seq = iter([SimpleNamespace(status_code=429, headers={"Retry-After": "3600"}),
                SimpleNamespace(status_code=201, headers={})])
    slept = []
    with_backoff(lambda: next(seq), attempts=3, base=0.1, sleep=slept.append)
    assert slept == [60.0]


def test_client_errors_not_retried():
    call, calls = responses(422, 200)
    assert with_backoff(call, attempts=3, base=0.1, sleep=lambda s: None).status_code == 422
    assert calls == [422]
