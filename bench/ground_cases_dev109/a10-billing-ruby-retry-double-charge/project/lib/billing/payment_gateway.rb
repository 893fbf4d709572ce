# frozen_string_literal: true

require "faraday"
require "json"

module Billing
  class PaymentGateway
    class DeclinedError < StandardError; end

    def initialize(api_key:, base_url: "https://api.paywell.example/v1")
      @http = Faraday.new(url: base_url) do |f|
        f.request :authorization, "Bearer", api_key
        f.options.timeout = 10
        f.options.open_timeout = 3
      end
    end

    # Creates a charge. The gateway deduplicates requests that carry the same
    # Idempotency-Key (keys are kept for 24 hours).
    def charge(customer_id:, payment_method_id:, amount_cents:, currency:, idempotency_key:)
      response = @http.post("charges") do |req|
        req.headers["Idempotency-Key"] = idempotency_key
        req.headers["Content-Type"] = "application/json"
        req.body = JSON.generate(
          customer: customer_id, payment_method: payment_method_id,
          amount: amount_cents, currency: currency
        )
      end
      body = JSON.parse(response.body)
      raise DeclinedError, body["decline_code"] if response.status == 402

      body.fetch("id")
    end
  end
end
