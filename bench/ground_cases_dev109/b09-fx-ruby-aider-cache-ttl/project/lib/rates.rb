# frozen_string_literal: true

require "faraday"
require "json"

module Rates
  SUPPORTED = %w[USD EUR GBP JPY].freeze
  ENDPOINT = "https://api.example-fx.test/v1/latest"

  class Client
    CACHE_TTL_MS = 60 * 60 * 1000

    def initialize(http: Faraday.new(url: ENDPOINT))
      @http = http
      @cache = {}
      @lock = Mutex.new
    end

    def table(base)
      cached(base)[:rates]
    end

    def fetched_at(base)
      @cache[base]&.fetch(:fetched_at)
    end

    private

    def cached(base)
      @lock.synchronize do
        entry = @cache[base]
        return entry if entry && fresh?(entry)

        @cache[base] = fetch(base)
      end
    end

    def fresh?(entry)
      Time.now - entry[:fetched_at] < CACHE_TTL_MS
    end

    def fetch(base)
      response = @http.get("", { base: base })
      raise "rate API returned #{response.status}" unless response.success?

      body = JSON.parse(response.body)
      { rates: body.fetch("rates"), fetched_at: Time.now }
    end
  end
end
