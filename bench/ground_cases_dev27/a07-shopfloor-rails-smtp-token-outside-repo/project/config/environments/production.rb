require "active_support/core_ext/integer/time"

Rails.application.configure do
  config.enable_reloading = false
  config.eager_load = true
  config.consider_all_requests_local = false
  config.action_controller.perform_caching = true

  config.public_file_server.enabled = ENV["RAILS_SERVE_STATIC_FILES"].present?
  config.assets.compile = false
  config.active_storage.service = :amazon

  config.force_ssl = true
  config.ssl_options = { redirect: { exclude: ->(request) { request.path == "/up" } } }

  config.logger = ActiveSupport::TaggedLogging.logger($stdout)
  config.log_tags = [:request_id]
  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "info")

  config.cache_store = :redis_cache_store, { url: ENV["REDIS_URL"] }
  config.active_job.queue_adapter = :sidekiq
  config.active_job.queue_name_prefix = "shopfloor_production"

  # Mail goes out through Postmark's SMTP endpoint. For SMTP, Postmark takes the
  # server API token as both user name and password.
  config.action_mailer.perform_caching = false
  config.action_mailer.raise_delivery_errors = true
  config.action_mailer.delivery_method = :smtp
  config.action_mailer.smtp_settings = {
    address: "smtp.postmarkapp.com",
    port: 587,
    user_name: ENV["POSTMARK_API_TOKEN"],
    password: ENV["POSTMARK_API_TOKEN"],
    authentication: :plain,
    enable_starttls_auto: true
  }
  config.action_mailer.default_url_options = { host: "app.shopfloor.io", protocol: "https" }

  config.i18n.fallbacks = true
  config.active_support.report_deprecations = false
  config.active_record.dump_schema_after_migration = false
  config.active_record.attributes_for_inspect = [:id]

  config.hosts = ["app.shopfloor.io", /.*\.shopfloor\.io/]
  config.host_authorization = { exclude: ->(request) { request.path == "/up" } }
end
