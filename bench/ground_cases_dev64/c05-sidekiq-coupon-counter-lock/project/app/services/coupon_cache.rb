class CouponCache
  PREFIX = "coupon:v2:"
  TTL = 10.minutes

  class << self
    def fetch(code)
      raw = redis.get(PREFIX + code)
      return JSON.parse(raw) if raw

      coupon = Coupon.find_by!(code: code)
      data = coupon.as_dashboard_json
      redis.set(PREFIX + code, data.to_json, ex: TTL.to_i)
      data
    end

    def fetch_many(codes)
      codes.index_with { |code| fetch(code) }
    end

    def evict(code)
      redis.del(PREFIX + code)
    end

    def redis
      @redis ||= Redis.new(url: ENV.fetch("REDIS_URL", "redis://localhost:6379/2"))
    end
  end
end
