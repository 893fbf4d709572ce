# Thin wrapper around the card processor's REST API.
class PaymentGateway
  class Error < StandardError; end
  class CardDeclined < Error; end

  Charge = Struct.new(:id, :amount_cents, :created_at, keyword_init: true)

  BASE_URL = ENV.fetch("GATEWAY_URL", "https://api.pay.example.cn/v2")

  # idempotency_key: the processor returns the first charge again instead of
  # charging twice when the same key is sent within 24 hours.
  def self.charge(customer_id:, amount_cents:, description:, idempotency_key: nil)
    headers = { "Authorization" => "Bearer #{ENV.fetch('GATEWAY_SECRET')}" }
    headers["Idempotency-Key"] = idempotency_key if idempotency_key
    res = Faraday.post("#{BASE_URL}/charges", {
      customer: customer_id, amount: amount_cents, currency: "cny", description: description
    }.to_json, headers.merge("Content-Type" => "application/json"))
    body = JSON.parse(res.body)
    raise CardDeclined, body.dig("error", "message") if res.status == 402
    raise Error, "gateway #{res.status}: #{res.body}" unless res.success?

    Charge.new(id: body["id"], amount_cents: body["amount"], created_at: Time.zone.at(body["created"]))
  end
end
