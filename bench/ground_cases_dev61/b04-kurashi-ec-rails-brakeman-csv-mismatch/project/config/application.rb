require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module KurashiEc
  class Application < Rails::Application
    config.load_defaults 7.2

    config.time_zone = "Tokyo"
    config.active_record.default_timezone = :utc
    config.i18n.default_locale = :ja

    config.generators do |g|
      g.test_framework :rspec
    end
  end
end
