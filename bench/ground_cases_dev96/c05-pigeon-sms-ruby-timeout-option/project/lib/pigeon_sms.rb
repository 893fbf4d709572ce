# frozen_string_literal: true

require_relative "pigeon_sms/errors"
require_relative "pigeon_sms/client"

# Ruby client for the Pigeon SMS REST API.
#
#   PigeonSms.configure do |c|
#     c.api_key = ENV.fetch("PIGEON_API_KEY")
#   end
#   PigeonSms.client.send_message(to: "+8613800138000", body: "hi")
module PigeonSms
  VERSION = "0.9.0"

  # Global settings used by PigeonSms.client.
  class Configuration
    attr_accessor :api_key, :base_url, :options

    def initialize
      @api_key = nil
      @base_url = Client::DEFAULT_BASE_URL
      @options = {}
    end
  end

  class << self
    def configuration
      @configuration ||= Configuration.new
    end

    def configure
      yield configuration
      @client = nil
    end

    # A client built from the global configuration, memoized until configure is called again.
    def client
      @client ||= Client.new(api_key: configuration.api_key, base_url: configuration.base_url,
                             **configuration.options)
    end
  end
end
