require File.expand_path('../boot', __FILE__)

require 'rails/all'

Bundler.require(*Rails.groups)

module Fakturama
  class Application < Rails::Application
    config.time_zone = 'Berlin'
    config.i18n.default_locale = :de
    config.active_record.raise_in_transactional_callbacks = true
    config.autoload_paths << Rails.root.join('lib')
  end
end
