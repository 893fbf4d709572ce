# frozen_string_literal: true

module Billing
  # A price plan. Prices are integer cents.
  class Plan
    attr_reader :code, :price_cents, :interval_months, :currency

    CATALOG = {
      "monthly" => { price_cents: 1_200, interval_months: 1 },
      "quarterly" => { price_cents: 3_300, interval_months: 3 },
      "yearly" => { price_cents: 12_000, interval_months: 12 }
    }.freeze

    def self.find(code)
      attrs = CATALOG.fetch(code) { raise ArgumentError, "unknown plan #{code}" }
      new(code: code, **attrs)
    end

    def initialize(code:, price_cents:, interval_months:, currency: "EUR")
      @code = code
      @price_cents = price_cents
      @interval_months = interval_months
      @currency = currency
    end

    def monthly_equivalent_cents
      (price_cents.to_f / interval_months).round
    end

    def ==(other)
      other.is_a?(Plan) && other.code == code
    end
  end
end
