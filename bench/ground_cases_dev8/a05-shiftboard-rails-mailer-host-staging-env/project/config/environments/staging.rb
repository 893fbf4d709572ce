# Staging runs on the small box with RAILS_ENV=staging (see config/deploy.staging.yml).
Rails.application.configure do
  config.cache_classes = true
  config.eager_load = true
  config.consider_all_requests_local = false
  config.action_controller.perform_caching = true

  config.public_file_server.enabled = true
  config.assets.compile = false

  config.active_storage.service = :local
  config.force_ssl = true

  config.logger = ActiveSupport::TaggedLogging.new(ActiveSupport::Logger.new(STDOUT))
  config.log_level = :debug

  config.action_mailer.delivery_method = :smtp
  config.action_mailer.smtp_settings = {
    address: ENV.fetch("SMTP_HOST", "smtp.postmarkapp.com"),
    port: 587,
    user_name: ENV["SMTP_USERNAME"],
    password: ENV["SMTP_PASSWORD"],
    authentication: :plain
  }
  config.action_mailer.default_url_options = { host: "localhost", port: 3000 }
  config.action_mailer.raise_delivery_errors = true

  config.i18n.fallbacks = true
  config.active_support.deprecation = :log
  config.active_record.dump_schema_after_migration = false
end
