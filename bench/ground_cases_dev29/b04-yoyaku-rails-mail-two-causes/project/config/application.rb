require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_job/railtie"
require "active_record/railtie"
require "action_controller/railtie"
require "action_mailer/railtie"
require "action_view/railtie"

Bundler.require(*Rails.groups)

module Yoyaku
  class Application < Rails::Application
    config.load_defaults 7.2

    config.time_zone = "Tokyo"
    config.i18n.default_locale = :ja

    config.active_job.queue_adapter = :sidekiq
    config.action_mailer.deliver_later_queue_name = :mailers

    config.autoload_lib(ignore: %w[assets tasks])
    config.generators do |g|
      g.test_framework :rspec
      g.helper false
      g.assets false
    end
  end
end
