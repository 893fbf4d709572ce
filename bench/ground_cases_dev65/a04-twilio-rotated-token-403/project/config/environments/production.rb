require "active_support/core_ext/integer/time"

Rails.application.configure do
  config.enable_reloading = false
  config.eager_load = true
  config.consider_all_requests_local = false

  # Heroku terminates TLS at the router; X-Forwarded-Proto tells Rails the original scheme,
  # which the Twilio signature check needs to rebuild the exact URL Twilio called.
  config.force_ssl = true
  config.assume_ssl = true

  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "info")
  config.log_tags = [:request_id]
  config.logger = ActiveSupport::TaggedLogging.new(ActiveSupport::Logger.new($stdout))

  config.active_job.queue_adapter = :sidekiq
  config.action_mailer.perform_caching = false
  config.i18n.fallbacks = true
  config.active_support.report_deprecations = false
  config.active_record.dump_schema_after_migration = false

  config.hosts << "sms.northwind.app"
  config.hosts << "sms-prod.herokuapp.com"

  # Twilio credentials come from the environment (Heroku config vars); there is no
  # credentials.yml.enc entry for them on purpose, so rotating a token needs no deploy.
  config.x.twilio.account_sid = ENV.fetch("TWILIO_ACCOUNT_SID")
  config.x.twilio.auth_token = ENV.fetch("TWILIO_AUTH_TOKEN")
  config.x.twilio.messaging_service_sid = ENV.fetch("TWILIO_MESSAGING_SERVICE_SID")
end
