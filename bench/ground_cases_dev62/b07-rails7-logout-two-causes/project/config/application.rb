require_relative "boot"

require "rails/all"

Bundler.require(*Rails.groups)

module Tsumiki
  class Application < Rails::Application
    config.load_defaults 6.1

    config.time_zone = "Tokyo"
    config.i18n.default_locale = :ja
    config.active_job.queue_adapter = :sidekiq
    config.autoload_lib(ignore: %w[assets tasks]) if respond_to?(:autoload_lib)
    config.action_mailer.deliver_later_queue_name = "mailers"

    config.session_store :cookie_store,
      key: "_tsumiki_session",
      domain: :all,
      tld_length: 2,
      same_site: :lax,
      secure: Rails.env.production?

    config.generators do |g|
      g.test_framework :rspec
      g.helper false
      g.assets false
    end
  end
end
