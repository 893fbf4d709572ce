require "active_support/core_ext/integer/time"

Rails.application.configure do
  config.enable_reloading = false
  config.eager_load = true
  config.consider_all_requests_local = false
  config.action_controller.perform_caching = true
  config.cache_store = :solid_cache_store
  config.active_job.queue_adapter = :solid_queue
  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "info")
  config.force_ssl = true
  config.i18n.fallbacks = true
  config.active_record.dump_schema_after_migration = false
end
