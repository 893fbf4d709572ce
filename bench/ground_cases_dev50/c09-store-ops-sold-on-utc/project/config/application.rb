require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_job/railtie"
require "active_record/railtie"
require "active_storage/engine"
require "action_controller/railtie"
require "action_mailer/railtie"

Bundler.require(*Rails.groups)

module StoreOps
  class Application < Rails::Application
    config.load_defaults 7.2

    # stores, finance and the dashboards all work in Beijing time
    config.time_zone = "Beijing"
    config.active_record.default_timezone = :utc

    config.active_job.queue_adapter = :sidekiq
    config.i18n.default_locale = :"zh-CN"

    config.generators do |g|
      g.test_framework :rspec
      g.helper false
      g.assets false
    end
  end
end
