require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Shopadmin
  class Application < Rails::Application
    config.load_defaults 7.2
    config.time_zone = "Beijing"
    config.i18n.default_locale = :"zh-CN"
    config.active_job.queue_adapter = :sidekiq
  end
end
