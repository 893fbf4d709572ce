require_relative "boot"
require "rails/all"

Bundler.require(*Rails.groups)

module TrattoriaYoyaku
  class Application < Rails::Application
    config.load_defaults 7.2
    config.time_zone = "Tokyo"
    config.i18n.default_locale = :ja
    config.active_job.queue_adapter = :sidekiq
  end
end
