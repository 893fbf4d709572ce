require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Toshokan
  class Application < Rails::Application
    config.load_defaults 7.1
    config.time_zone = "Tokyo"
    config.i18n.default_locale = :ja
    config.active_job.queue_adapter = :async
    config.autoload_lib(ignore: %w[assets tasks])
  end
end
