class CompletionCache
  VERSION = "v1".freeze

  def initialize(store: Rails.cache, ttl: 3.days)
    @store = store
    @ttl = ttl
  end

  # Yields to compute the completion on a miss; returns the cached hash on a hit.
  def fetch(messages)
    key = cache_key(messages)
    hit = @store.read(key)
    if hit
      Rails.logger.info("completion cache hit #{key}")
      return hit.merge(usage: {}, cached: true)
    end
    result = yield
    @store.write(key, result, expires_in: @ttl) if result[:text].present?
    result
  end

  private

  def cache_key(messages)
    digest = Digest::SHA256.hexdigest(messages.to_json)
    "llm:#{VERSION}:#{digest}"
  end
end
