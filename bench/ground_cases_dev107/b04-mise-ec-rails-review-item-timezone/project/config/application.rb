require_relative "boot"
require "rails/all"

Bundler.require(*Rails.groups)

module MiseEc
  class Application < Rails::Application
    config.load_defaults 7.1
    config.time_zone = "Tokyo"
    config.active_record.default_timezone = :utc
    config.i18n.default_locale = :ja
  end
end
