require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_job/railtie"
require "active_record/railtie"
require "action_controller/railtie"
require "action_mailer/railtie"
require "action_view/railtie"

Bundler.require(*Rails.groups)

module Storefront
  class Application < Rails::Application
    config.load_defaults 7.2

    config.autoload_lib(ignore: %w[assets tasks])

    # Shop and finance are both in Germany; the DB stays in UTC.
    config.time_zone = "Berlin"
    config.active_record.default_timezone = :utc

    config.i18n.default_locale = :de
    config.i18n.available_locales = %i[de en]

    config.active_job.queue_adapter = :sidekiq
    config.generators.system_tests = nil
  end
end
