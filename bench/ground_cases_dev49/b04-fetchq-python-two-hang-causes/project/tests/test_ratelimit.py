import asyncio

import pytest

from fetchq.ratelimit import HostLimiter


async def test_limits_per_host():
    lim = HostLimiter(2)
    await lim.acquire("https://a.example.com/1")
    await lim.acquire("https://a.example.com/2")
    assert lim.in_flight("https://a.example.com/x") == 2
    with pytest.raises(asyncio.TimeoutError):
        await asyncio.wait_for(lim.acquire("https://a.example.com/3"), 0.05)
    # another host is not affected
    await asyncio.wait_for(lim.acquire("https://b.example.com/1"), 0.05)


async def test_release_frees_a_slot():
    lim = HostLimiter(1)
    await lim.acquire("https://a.example.com/1")
    lim.release("https://a.example.com/1")
    await asyncio.wait_for(lim.acquire("https://a.example.com/2"), 0.05)
    assert lim.hosts() == ["a.example.com"]


def test_rejects_zero():
    with pytest.raises(ValueError):
        HostLimiter(0)


def test_host_is_case_insensitive():
    assert HostLimiter.host("https://A.Example.com:8443/x") == "a.example.com:8443"
