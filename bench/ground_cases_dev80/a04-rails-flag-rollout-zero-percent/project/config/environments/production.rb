require "active_support/core_ext/integer/time"

Rails.application.configure do
  config.enable_reloading = false
  config.eager_load = true
  config.consider_all_requests_local = false
  config.force_ssl = true

  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "info")
  config.log_tags = [:request_id, ->(req) { req.cookie_jar.signed[:account_id] || "-" }]
  config.lograge.enabled = true
  config.lograge.formatter = Lograge::Formatters::Json.new

  config.cache_store = :redis_cache_store, { url: ENV["REDIS_URL"], expires_in: 1.hour }
  config.active_job.queue_adapter = :sidekiq

  config.active_support.report_deprecations = false
  config.active_record.dump_schema_after_migration = false
  config.x.sentry_environment = "production"
end
