require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Yoyaku
  class Application < Rails::Application
    config.load_defaults 7.1

    config.time_zone = "Tokyo"
    config.active_record.default_timezone = :utc
    config.i18n.default_locale = :ja

    config.autoload_lib(ignore: %w[assets tasks])

    config.generators do |g|
      g.test_framework :rspec
      g.fixture_replacement :factory_bot, dir: "spec/factories"
      g.helper false
      g.assets false
    end
  end
end
