import pytest

from worker import retry


@pytest.mark.asyncio
async def test_gives_up_after_max_attempts(monkeypatch):
    async def no_sleep(_):
        return None

    async def boom():
        raise RuntimeError("x")

    monkeypatch.setattr(retry.asyncio, "sleep", no_sleep)
    with pytest.raises(RuntimeError):
        await retry.with_retry(boom)
