require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Shiftboard
  class Application < Rails::Application
    config.load_defaults 7.1
    config.api_only = false

    config.time_zone = "Tokyo"
    config.i18n.default_locale = :ja
    config.active_job.queue_adapter = :sidekiq

    config.autoload_lib(ignore: %w[assets tasks])
  end
end
