require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module ShopAdmin
  class Application < Rails::Application
    config.load_defaults 7.2
    config.time_zone = "Tokyo"
    config.active_record.default_timezone = :utc
    config.active_job.queue_adapter = :sidekiq
    config.i18n.default_locale = :ja
  end
end
