require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Storedesk
  class Application < Rails::Application
    config.load_defaults 7.1

    config.autoload_lib(ignore: %w[assets tasks])

    # Shops are all in the US West for now; see ops ticket #212 before changing.
    # config.time_zone = "Pacific Time (US & Canada)"

    config.active_record.default_timezone = :utc
    config.active_job.queue_adapter = :sidekiq
    config.generators do |g|
      g.test_framework :rspec
      g.helper false
      g.assets false
    end
  end
end
