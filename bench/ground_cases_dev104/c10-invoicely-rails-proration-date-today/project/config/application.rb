require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_record/railtie"
require "action_controller/railtie"
require "action_mailer/railtie"

Bundler.require(*Rails.groups)

module Invoicely
  class Application < Rails::Application
    config.load_defaults 7.2
    config.time_zone = "Beijing"
    config.active_record.default_timezone = :utc
    config.i18n.default_locale = :"zh-CN"
    config.api_only = false
  end
end
