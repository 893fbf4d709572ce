require_relative "boot"
require "rails/all"

Bundler.require(*Rails.groups)

module Billbox
  class Application < Rails::Application
    config.load_defaults 7.1
    config.time_zone = "UTC"
    config.active_job.queue_adapter = :sidekiq
  end
end
