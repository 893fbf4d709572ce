# frozen_string_literal: true

Sentry.init do |config|
  config.dsn = Rails.application.credentials.dig(:sentry, :dsn)
  config.enabled_environments = %w[staging production]
  config.environment = ENV.fetch("APP_ENV", Rails.env)
  config.release = ENV["GIT_SHA"]

  config.breadcrumbs_logger = %i[active_support_logger http_logger]
  config.send_default_pii = false

  default_rate = Rails.env.production? && ENV["APP_ENV"] != "staging" ? "0.05" : "0.2"
  config.traces_sample_rate = ENV.fetch("SENTRY_TRACES_SAMPLE_RATE", default_rate).to_f
  # profiles_sample_rate はサンプルされたトランザクションに対する割合
  config.profiles_sample_rate = ENV.fetch("SENTRY_PROFILES_SAMPLE_RATE", "0.1").to_f

  config.excluded_exceptions += %w[
    ActiveRecord::RecordNotFound
    ActionController::InvalidAuthenticityToken
  ]
end
