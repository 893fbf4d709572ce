require "active_support/core_ext/integer/time"

Rails.application.configure do
  config.enable_reloading = false
  config.eager_load = true
  config.consider_all_requests_local = false
  config.public_file_server.enabled = false

  # TLS ends at the load balancer; the app itself speaks plain HTTP
  config.force_ssl = false
  # ...but every request reached us over HTTPS: request.url must say https, or Twilio's
  # X-Twilio-Signature (computed over the https URL) never matches
  config.assume_ssl = true

  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "info")
  config.log_tags = [:request_id]
  config.logger = ActiveSupport::TaggedLogging.logger($stdout)

  config.active_job.queue_adapter = :solid_queue
  config.action_mailer.perform_caching = false
  config.i18n.fallbacks = true
  config.active_record.dump_schema_after_migration = false

  config.hosts << "reserva.example.jp"
  config.action_controller.default_url_options = { host: "reserva.example.jp", protocol: "https" }
end
