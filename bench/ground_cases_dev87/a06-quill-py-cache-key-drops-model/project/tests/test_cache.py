import fakeredis

from quill.cache import CompletionCache, make_key


def req(**overrides):
    base = {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "hi"}], "temperature": 0.2}
    base.update(overrides)
    return base


def test_roundtrip():
    cache = CompletionCache(fakeredis.FakeRedis())
    cache.put(req(), "hello")
    assert cache.get(req()) == "hello"


def test_different_messages_different_key():
    assert make_key(req()) != make_key(req(messages=[{"role": "user", "content": "bye"}]))
