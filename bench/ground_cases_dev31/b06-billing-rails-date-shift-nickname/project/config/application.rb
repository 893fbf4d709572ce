require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_record/railtie"
require "action_controller/railtie"
require "action_view/railtie"
require "action_mailer/railtie"

Bundler.require(*Rails.groups)

module Billing
  class Application < Rails::Application
    config.load_defaults 7.1

    config.time_zone = "Tokyo"
    config.active_record.default_timezone = :utc
    config.i18n.default_locale = :ja
    config.i18n.available_locales = %i[ja en]

    config.generators do |g|
      g.test_framework :test_unit, fixture: true
      g.helper false
    end
  end
end
