require_relative "boot"
require "rails/all"

module Tsuki
  class Application < Rails::Application
    config.load_defaults 7.2
    config.time_zone = "UTC"
    config.active_job.queue_adapter = :sidekiq
  end
end
