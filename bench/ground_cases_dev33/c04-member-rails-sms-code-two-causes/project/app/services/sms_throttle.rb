# Rate limit for verification code requests.
# 同一来源 10 分钟内最多 5 次。
class SmsThrottle
  WINDOW = 10.minutes
  LIMIT = 5

  def initialize(request, redis: Rails.application.config.x.redis)
    @request = request
    @redis = redis
  end

  def allow?
    count = @redis.incr(key)
    @redis.expire(key, WINDOW.to_i) if count == 1
    count <= LIMIT
  end

  def remaining
    [LIMIT - @redis.get(key).to_i, 0].max
  end

  private

  def key
    "sms:verify:#{@request.remote_ip}"
  end
end
