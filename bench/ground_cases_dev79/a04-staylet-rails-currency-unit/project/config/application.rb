require_relative "boot"
require "rails/all"

module Staylet
  class Application < Rails::Application
    config.load_defaults 7.2
    config.i18n.available_locales = %i[en en-GB fr de]
    config.i18n.default_locale = :en
    config.i18n.fallbacks = { "en-GB": :en, fr: :en, de: :en }
    config.time_zone = "UTC"
  end
end
