Rails.application.configure do
  config.x.feature_flags.cache_ttl = ENV.fetch("FEATURE_FLAG_CACHE_TTL", 60).to_i.seconds
end
