require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_job/railtie"
require "active_record/railtie"
require "action_controller/railtie"
require "action_mailer/railtie"
require "action_view/railtie"

Bundler.require(*Rails.groups)

module Tidepool
  class Application < Rails::Application
    config.load_defaults 7.1
    config.autoload_lib(ignore: %w[assets tasks])

    config.time_zone = "Beijing"
    config.i18n.default_locale = :"zh-CN"
    config.active_job.queue_adapter = :sidekiq
    config.generators.system_tests = nil
  end
end
