require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Hakobune
  class Application < Rails::Application
    config.load_defaults 7.2

    config.i18n.available_locales = %i[ja en]
    config.i18n.default_locale = :ja
    config.i18n.fallbacks = [:en]
    config.time_zone = "Tokyo"

    config.active_job.queue_adapter = :sidekiq
  end
end
