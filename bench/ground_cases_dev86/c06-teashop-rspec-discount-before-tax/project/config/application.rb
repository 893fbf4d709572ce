require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Teashop
  class Application < Rails::Application
    config.load_defaults 7.1
    config.time_zone = "Beijing"
    config.active_record.default_timezone = :utc
    config.i18n.default_locale = :"zh-CN"
    config.generators.test_framework :rspec
  end
end
