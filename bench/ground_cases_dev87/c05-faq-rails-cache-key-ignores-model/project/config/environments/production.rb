require "active_support/core_ext/integer/time"

Rails.application.configure do
  config.enable_reloading = false
  config.eager_load = true
  config.consider_all_requests_local = false
  config.force_ssl = true
  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "info")
  config.log_tags = [:request_id]

  config.cache_store = :redis_cache_store, {
    url: ENV.fetch("REDIS_URL", "redis://localhost:6379/1"),
    namespace: "faq",
    expires_in: 7.days,
    error_handler: ->(method:, returning:, exception:) { Rails.logger.warn("cache #{method}: #{exception.message}") }
  }

  config.active_record.dump_schema_after_migration = false
  config.i18n.fallbacks = true
end
