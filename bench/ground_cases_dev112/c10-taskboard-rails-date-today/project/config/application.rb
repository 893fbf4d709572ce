require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_record/railtie"
require "action_controller/railtie"
require "action_mailer/railtie"
require "active_job/railtie"

Bundler.require(*Rails.groups)

module Taskboard
  class Application < Rails::Application
    config.load_defaults 7.2

    # Users are all in mainland China; the servers run in UTC.
    config.time_zone = "Beijing"
    config.active_record.default_timezone = :utc

    config.i18n.default_locale = :"zh-CN"
    config.active_job.queue_adapter = :sidekiq

    config.generators do |g|
      g.test_framework :rspec
      g.helper false
      g.assets false
    end

    config.action_mailer.default_url_options = { host: "taskboard.example.cn", protocol: "https" }
  end
end
