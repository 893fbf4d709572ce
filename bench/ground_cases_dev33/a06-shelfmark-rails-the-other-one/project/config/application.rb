require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Shelfmark
  class Application < Rails::Application
    config.load_defaults 7.2
    config.autoload_lib(ignore: %w[assets tasks])

    # Branches are all on the US west coast; the servers run in UTC.
    config.time_zone = "Pacific Time (US & Canada)"
    config.active_record.default_timezone = :utc

    config.active_job.queue_adapter = :solid_queue
    config.generators.system_tests = nil
  end
end
