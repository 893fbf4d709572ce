require "active_support/core_ext/integer/time"

Rails.application.configure do
  config.enable_reloading = false
  config.eager_load = true
  config.consider_all_requests_local = false
  config.action_controller.perform_caching = true

  config.public_file_server.headers = { "cache-control" => "public, max-age=#{1.year.to_i}" }

  # Photos are uploaded straight from the browser to S3 (direct uploads).
  config.active_storage.service = :amazon
  config.active_storage.variant_processor = :vips

  config.assume_ssl = true
  config.force_ssl = true
  config.ssl_options = { redirect: { exclude: ->(request) { request.path == "/up" } } }

  config.log_tags = [:request_id]
  config.logger = ActiveSupport::TaggedLogging.logger(STDOUT)
  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "info")
  config.silence_healthcheck_path = "/up"

  config.active_support.report_deprecations = false
  config.cache_store = :redis_cache_store, { url: ENV["REDIS_URL"] }
  config.active_job.queue_adapter = :sidekiq

  config.action_mailer.perform_caching = false
  config.action_mailer.default_url_options = { host: "sumika.jp", protocol: "https" }
  config.action_mailer.delivery_method = :ses

  config.i18n.fallbacks = true
  config.active_record.dump_schema_after_migration = false
  config.active_record.attributes_for_inspect = [:id]

  config.hosts = ["sumika.jp", /.*\.sumika\.jp/]
  config.host_authorization = { exclude: ->(request) { request.path == "/up" } }
end
