require_relative "production"

Rails.application.configure do
  config.active_storage.service = :amazon
  config.action_mailer.default_url_options = { host: "stg.keihi.example.co.jp" }
  config.log_level = :debug
end
