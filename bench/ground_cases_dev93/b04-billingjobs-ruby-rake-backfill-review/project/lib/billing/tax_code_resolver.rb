# frozen_string_literal: true

module Billing
  # Which tax code an invoice gets. Domestic customers: standard 10% or reduced 8%;
  # everyone else is export (exempt). Codes are the ones the accounting export (freee) expects.
  class TaxCodeResolver
    STANDARD = "JP10"
    REDUCED = "JP08"
    EXPORT = "EXEMPT_EXPORT"

    LABELS = {
      STANDARD => "課税売上 10%",
      REDUCED => "課税売上 8%（軽減）",
      EXPORT => "輸出免税",
    }.freeze

    class UnknownCountry < StandardError; end

    def initialize(domestic: %w[JP])
      @domestic = domestic
    end

    def resolve(country:, reduced_rate:)
      raise UnknownCountry, "customer has no country" if country.nil? || country.strip.empty?

      if @domestic.include?(country.upcase)
        reduced_rate ? REDUCED : STANDARD
      else
        EXPORT
      end
    end

    def label(code)
      LABELS.fetch(code)
    end

    def valid?(code)
      LABELS.key?(code)
    end
  end
end
