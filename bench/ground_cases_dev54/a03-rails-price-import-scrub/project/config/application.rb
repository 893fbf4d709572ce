require_relative "boot"

require "rails"
require "active_model/railtie"
require "active_job/railtie"
require "active_record/railtie"
require "action_controller/railtie"
require "action_mailer/railtie"
require "action_view/railtie"

Bundler.require(*Rails.groups)

module Shopfloor
  class Application < Rails::Application
    config.load_defaults 6.1

    config.encoding = "utf-8"
    config.time_zone = "Berlin"
    config.i18n.default_locale = :de
    config.i18n.available_locales = %i[de en]

    config.active_job.queue_adapter = :sidekiq

    # Supplier drops land here (mounted from the SFTP box).
    config.x.supplier_drop_dir = ENV.fetch("SUPPLIER_DROP_DIR", "/srv/sftp/suppliers")

    config.generators do |g|
      g.test_framework :rspec
      g.helper false
      g.assets false
    end
  end
end
