require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_job/railtie"
require "active_record/railtie"
require "action_controller/railtie"
require "action_mailer/railtie"

Bundler.require(*Rails.groups)

module Billing
  class Application < Rails::Application
    config.load_defaults 7.2

    # Customers and the finance team are in China; billing days are Beijing days.
    config.time_zone = "Beijing"
    config.active_record.default_timezone = :utc

    config.active_job.queue_adapter = :sidekiq
    config.api_only = true

    config.generators do |g|
      g.test_framework :rspec
      g.helper false
      g.assets false
    end
  end
end
