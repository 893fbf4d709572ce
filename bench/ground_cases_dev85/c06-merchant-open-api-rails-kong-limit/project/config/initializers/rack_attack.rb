# Per-token throttling inside the app. The gateway in front (Kong) has its own limits;
# this one protects the app when traffic reaches it directly (internal callers, staging).
class Rack::Attack
  Rack::Attack.cache.store = ActiveSupport::Cache::RedisCacheStore.new(url: ENV.fetch("REDIS_URL", "redis://localhost:6379/1"))

  API_LIMIT = ENV.fetch("API_RATE_LIMIT_PER_MINUTE", 300).to_i

  def self.api_token(req)
    req.get_header("HTTP_AUTHORIZATION").to_s.delete_prefix("Bearer ").presence
  end

  throttle("api/token", limit: API_LIMIT, period: 60) do |req|
    api_token(req) if req.path.start_with?("/api/")
  end

  throttle("api/ip", limit: API_LIMIT * 2, period: 60) do |req|
    req.ip if req.path.start_with?("/api/")
  end

  self.throttled_responder = lambda do |req|
    match = req.env["rack.attack.match_data"] || {}
    now = Time.now.to_i
    reset = (match[:period] || 60) - (now % (match[:period] || 60))
    body = { error: { code: "rate_limited", message: "Too many requests, retry in #{reset}s" } }
    headers = {
      "Content-Type" => "application/json",
      "RateLimit-Limit" => match[:limit].to_s,
      "RateLimit-Reset" => reset.to_s,
      "Retry-After" => reset.to_s,
    }
    [429, headers, [body.to_json]]
  end
end
