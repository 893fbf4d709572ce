require_relative "boot"
require "rails/all"

Bundler.require(*Rails.groups)

module Shopfront
  class Application < Rails::Application
    config.load_defaults 7.2
    config.time_zone = "Tokyo"

    config.i18n.available_locales = [:en, :ja, :"zh-CN"]
    config.i18n.default_locale = :en
    config.i18n.fallbacks = [:en]
    config.i18n.load_path += Dir[Rails.root.join("config/locales/**/*.yml")]
  end
end
