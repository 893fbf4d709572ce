require_relative "production"

Rails.application.configure do
  config.active_storage.service = :amazon_staging
  config.action_mailer.default_url_options = { host: "stg.sumika.jp", protocol: "https" }
  config.hosts = ["stg.sumika.jp"]
  config.log_level = :debug
end
