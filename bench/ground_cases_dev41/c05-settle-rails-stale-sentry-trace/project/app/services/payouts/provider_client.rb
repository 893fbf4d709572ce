# frozen_string_literal: true

module Payouts
  # Talks to the payment provider's settlement API.
  class ProviderClient
    Line = Struct.new(:payment_ref, :kind, :gross_cents, :fee_cents, :net_cents, keyword_init: true)

    def initialize(base_url: ENV.fetch("PROVIDER_API_URL"), token: ENV.fetch("PROVIDER_API_TOKEN"))
      @http = Faraday.new(url: base_url) do |f|
        f.request :authorization, "Bearer", token
        f.response :json
        f.response :raise_error
        f.options.timeout = 15
      end
    end

    # Every line of a payout: charges, refunds and adjustments.
    def payout_lines(payout_id)
      lines = []
      cursor = nil
      loop do
        body = @http.get("/v2/payouts/#{payout_id}/lines", { cursor: cursor, limit: 200 }.compact).body
        body.fetch("data").each do |row|
          lines << Line.new(
            payment_ref: row["payment_id"],
            kind: row["type"],
            gross_cents: row["gross"],
            fee_cents: row["fee"],
            net_cents: row["net"]
          )
        end
        cursor = body["next_cursor"]
        break if cursor.nil?
      end
      lines
    end
  end
end
