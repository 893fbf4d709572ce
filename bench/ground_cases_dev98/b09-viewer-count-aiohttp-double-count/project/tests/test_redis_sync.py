from viewers.counter import ViewerCounter
from viewers.redis_sync import RedisSync


class FakeRedis:
    def __init__(self):
        self.hashes = {}
        self.ttls = {}

    async def hset(self, key, field, value):
        self.hashes.setdefault(key, {})[field] = str(value)

    async def hgetall(self, key):
        return dict(self.hashes.get(key, {}))

    async def expire(self, key, seconds):
        self.ttls[key] = seconds


async def test_total_sums_instances():
    redis = FakeRedis()
    a, b = ViewerCounter(), ViewerCounter()
    a.join("s1", "x")
    b.join("s1", "y")
    b.join("s1", "z")
    await RedisSync(redis, a, "i-a").publish_local("s1")
    await RedisSync(redis, b, "i-b").publish_local("s1")
    assert await RedisSync(redis, a, "i-a").total("s1") == 3
    assert redis.ttls["viewers:s1"] == 15


def test_streams_lists_only_watched_streams():
    c = ViewerCounter()
    c.join("s1", "x")
    c.join("s2", "y")
    c.leave("s2", "y")
    assert c.streams() == ["s1"]
