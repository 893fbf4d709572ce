require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Roomie
  class Application < Rails::Application
    config.load_defaults 7.2
    config.time_zone = "Europe/Vienna"
    config.active_record.default_timezone = :utc
    config.i18n.default_locale = :de
  end
end
