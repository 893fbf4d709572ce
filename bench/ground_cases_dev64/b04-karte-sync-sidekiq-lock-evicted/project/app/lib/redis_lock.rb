require "securerandom"

# A simple single-node Redis lock: SET key token NX PX ttl, released only by the holder.
class RedisLock
  class NotAcquired < StandardError; end

  RELEASE = <<~LUA
    if redis.call("get", KEYS[1]) == ARGV[1] then
      return redis.call("del", KEYS[1])
    else
      return 0
    end
  LUA

  def self.with_lock(name, ttl:, redis: Sidekiq.redis_pool)
    new(name, ttl: ttl, redis: redis).with_lock { yield }
  end

  def initialize(name, ttl:, redis:)
    @key = "lock:#{name}"
    @ttl = ttl
    @redis = redis
    @token = SecureRandom.hex(16)
  end

  def with_lock
    raise NotAcquired, @key unless acquire
    begin
      yield
    ensure
      release
    end
  end

  private

  def acquire
    # ttl is an ActiveSupport::Duration or seconds; PX wants milliseconds.
    @redis.with { |r| r.set(@key, @token, nx: true, px: (@ttl.to_f * 1000).to_i) }
  end

  def release
    @redis.with { |r| r.eval(RELEASE, keys: [@key], argv: [@token]) }
  end
end
