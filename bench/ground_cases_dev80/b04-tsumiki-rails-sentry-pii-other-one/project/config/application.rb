require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Tsumiki
  class Application < Rails::Application
    config.load_defaults 7.2
    config.time_zone = "Tokyo"
    config.i18n.default_locale = :ja
    config.active_job.queue_adapter = :sidekiq
    config.filter_parameters += %i[password token email phone card_number]
  end
end
