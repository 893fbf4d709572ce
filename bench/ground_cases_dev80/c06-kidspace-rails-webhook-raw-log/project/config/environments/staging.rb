require_relative "production"

Rails.application.configure do
  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "debug")
  config.action_mailer.default_url_options = { host: "staging.kidspace.cn" }
end
