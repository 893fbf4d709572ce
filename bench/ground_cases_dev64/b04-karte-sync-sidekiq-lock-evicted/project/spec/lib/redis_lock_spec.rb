require "rails_helper"
require "mock_redis"

RSpec.describe RedisLock do
  let(:redis) { MockRedis.new }
  let(:pool) { ConnectionPool.new { redis } }

  it "runs the block when the lock is free" do
    ran = false
    described_class.with_lock("t", ttl: 10.seconds, redis: pool) { ran = true }
    expect(ran).to be true
  end

  it "refuses a second holder" do
    described_class.with_lock("t", ttl: 10.seconds, redis: pool) do
      expect {
        described_class.with_lock("t", ttl: 10.seconds, redis: pool) { }
      }.to raise_error(RedisLock::NotAcquired)
    end
  end

  it "keeps the lock for the whole ttl (seconds, not milliseconds)" do
    described_class.with_lock("t", ttl: 2.hours, redis: pool) do
      expect(redis.pttl("lock:t")).to be > 7_000_000
    end
  end

  it "releases the lock after the block" do
    described_class.with_lock("t", ttl: 10.seconds, redis: pool) { }
    expect(redis.get("lock:t")).to be_nil
  end

  it "does not release a lock it does not hold" do
    redis.set("lock:t", "someone-else")
    lock = described_class.new("t", ttl: 10.seconds, redis: pool)
    lock.send(:release)
    expect(redis.get("lock:t")).to eq("someone-else")
  end
end
