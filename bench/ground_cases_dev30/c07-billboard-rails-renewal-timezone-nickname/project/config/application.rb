require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_job/railtie"
require "active_record/railtie"
require "action_controller/railtie"
require "action_mailer/railtie"
require "action_view/railtie"

Bundler.require(*Rails.groups)

module Billboard
  class Application < Rails::Application
    config.load_defaults 7.1

    config.time_zone = "Beijing"
    config.active_record.default_timezone = :utc
    config.i18n.default_locale = :"zh-CN"
    config.i18n.available_locales = [:"zh-CN", :en]

    config.active_job.queue_adapter = :sidekiq
    config.autoload_lib(ignore: %w[assets tasks])

    config.generators do |g|
      g.test_framework :rspec
      g.helper false
      g.assets false
    end
  end
end
