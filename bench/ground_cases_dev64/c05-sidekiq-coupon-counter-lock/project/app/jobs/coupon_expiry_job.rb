class CouponExpiryJob
  include Sidekiq::Job
  sidekiq_options queue: :low, retry: 3

  BATCH = 500
  LOCK_KEY = "lock:coupon_expiry"
  LOCK_TTL = 600 # seconds

  def perform
    unless acquire_lock
      Sidekiq.logger.info("coupon expiry already running, skipping")
      return
    end
    expire_past_due
    release_lock
  end

  private

  def expire_past_due
    expired = 0
    Coupon.past_due.find_each(batch_size: BATCH) do |coupon|
      coupon.expire!
      CouponCache.evict(coupon.code)
      expired += 1
    end
    Sidekiq.logger.info("expired #{expired} coupons")
  end

  def acquire_lock
    CouponCache.redis.set(LOCK_KEY, jid || "inline", nx: true, ex: LOCK_TTL)
  end

  def release_lock
    token = jid || "inline"
    CouponCache.redis.eval(<<~LUA, keys: [LOCK_KEY], argv: [token])
      if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end
    LUA
  end
end
