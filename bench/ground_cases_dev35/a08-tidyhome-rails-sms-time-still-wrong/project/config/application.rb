require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_job/railtie"
require "active_record/railtie"
require "action_controller/railtie"
require "action_mailer/railtie"
require "action_view/railtie"

Bundler.require(*Rails.groups)

module Tidyhome
  class Application < Rails::Application
    config.load_defaults 7.1

    config.autoload_lib(ignore: %w[assets tasks])

    config.time_zone = "Europe/Berlin"

    config.i18n.default_locale = :en
    config.i18n.available_locales = %i[en de]

    config.active_job.queue_adapter = :sidekiq
    config.action_mailer.deliver_later_queue_name = "mailers"

    config.generators do |g|
      g.test_framework :rspec
      g.factory_bot dir: "spec/factories"
    end
  end
end
