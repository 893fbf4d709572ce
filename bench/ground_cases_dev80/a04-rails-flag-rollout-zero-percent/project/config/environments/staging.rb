require_relative "production"

Rails.application.configure do
  # Staging runs the production config with a few louder settings.
  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "info")
  config.action_mailer.default_url_options = { host: "staging.billing.example.com" }
  config.action_mailer.delivery_method = :letter_opener_web
  config.active_support.report_deprecations = true
  config.x.sentry_environment = "staging"
end
