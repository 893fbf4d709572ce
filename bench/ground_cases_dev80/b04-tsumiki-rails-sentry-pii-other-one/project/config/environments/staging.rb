require_relative "production"

Rails.application.configure do
  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "debug")
  config.action_mailer.delivery_method = :letter_opener_web
end
