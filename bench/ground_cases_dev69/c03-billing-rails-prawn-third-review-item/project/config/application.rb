require_relative "boot"

require "rails"
require "active_record/railtie"
require "action_controller/railtie"
require "action_mailer/railtie"
require "active_job/railtie"

Bundler.require(*Rails.groups)

module Billing
  class Application < Rails::Application
    config.load_defaults 7.1
    config.i18n.available_locales = [:"zh-CN", :en]
    config.i18n.default_locale = :"zh-CN"
    config.time_zone = "Beijing"
    config.active_job.queue_adapter = :sidekiq
    config.autoload_paths << Rails.root.join("app/pdfs")
  end
end
