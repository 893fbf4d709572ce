require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Yoyaku
  class Application < Rails::Application
    config.load_defaults 7.2

    config.time_zone = "Tokyo"
    config.active_record.default_timezone = :utc
    config.i18n.default_locale = :ja

    config.active_job.queue_adapter = :sidekiq
    config.autoload_lib(ignore: %w[assets tasks])
  end
end
