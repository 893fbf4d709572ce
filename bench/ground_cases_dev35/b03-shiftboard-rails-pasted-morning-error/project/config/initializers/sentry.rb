# frozen_string_literal: true

Sentry.init do |config|
  config.dsn = ENV["SENTRY_DSN"]
  config.environment = ENV.fetch("APP_ENV", Rails.env)
  config.enabled_environments = %w[production staging]
  config.breadcrumbs_logger = %i[active_support_logger http_logger]

  # パフォーマンス計測は本番 5%、staging は全部
  config.traces_sample_rate = ENV.fetch("APP_ENV", "") == "production" ? 0.05 : 1.0

  config.excluded_exceptions += %w[
    ActionController::RoutingError
    ActiveRecord::RecordNotFound
  ]
end
