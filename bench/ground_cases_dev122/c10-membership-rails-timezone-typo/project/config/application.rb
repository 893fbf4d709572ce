require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Membership
  class Application < Rails::Application
    config.load_defaults 7.1

    config.time_zone = "Beijing"
    config.active_record.default_timezone = :utc

    config.i18n.available_locales = [:"zh-CN", :en]
    config.i18n.default_locale = :"zh-CN"
    config.active_job.queue_adapter = :sidekiq

    config.generators do |g|
      g.test_framework :rspec
    end
  end
end
